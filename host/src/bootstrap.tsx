import { onlineManager } from '@tanstack/react-query';
import { App } from './app/app.tsx';
import { preloadPageOf } from './app/lazy-pages.tsx';
import { keepTypedInput } from './boot/painted-input-handover.ts';
import { holdSectionPresses } from './boot/painted-press-handover.ts';
import { takeServerState } from './boot/server-state.ts';
import { configureClient, renderedOnServer, startDocument } from './app/start-document.tsx';
import { loadRuntimeConfig } from './config/load-runtime-config.ts';
import { startFieldHealth } from './federation/field-health/field-health.ts';
import { preloadSection } from './federation/remote-outlet.tsx';
import { chooseRelease } from './federation/release-choice.ts';
import { followReleaseUser, startFederation } from './federation/start-federation.ts';
import { loadStartIdentity } from './session/load-start-identity.ts';
import { refreshCsrfToken } from './session/refresh-csrf-token.ts';
import './styles.css';

/** How long a painted page's hydration waits for its section's code. */
const SECTION_WAIT_MS = 1_000;
/** One chunk, `offline`, loaded after the first render (or before it, with no connection): the bench tells it apart. */
const loadOffline = () => import(/* webpackChunkName: "offline" */ './offline/start-offline.ts');
const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

startDocument('app.html', async () => {
  const config = await loadRuntimeConfig();
  // Before any remote loads; without telemetryUrl nothing is recorded.
  startFieldHealth(config.telemetryUrl);
  // Where the deployment puts the registry: beside the host, or the release store's own address;
  // and whether a preview link may open a release in a tab.
  const remotes = await startFederation(config);
  const queryClient = configureClient(config);
  // Guarded content waits for this: the identity is known before any route renders. With no connection
  // it is the one kept here with the person's data (offline/kept-data.ts), or a guest's when none is.
  const online = navigator.onLine;
  if (!online) onlineManager.setOnline(false);
  const user = online ? await loadStartIdentity(queryClient) : await loadOffline().then((offline) => offline.restoreKept(queryClient));
  // A remote's canary goes to a share of the signed-in users: chosen before any remote renders.
  followReleaseUser(queryClient, user, remotes);
  // A guest may still hold the CSRF cookie of a session that has expired on
  // the server; renew it so that the first sign-in is not refused with 419.
  if (!user && online) void refreshCsrfToken();
  // A page the renderer painted for this visitor (the same config, registry and identity as here) is
  // hydrated, in one pass: its page's code first (a failed load is the page's own to show, as always).
  // The data it was painted with comes first: the page hydrates with it, and does not ask for it again while it is fresh.
  let hydrate = Boolean(user) && renderedOnServer('app.html');
  if (hydrate) {
    const { section, timeZone } = takeServerState(queryClient);
    const painted = section && remotes.find((remote) => remote.name === section.name);
    // Rendered anew: a section painted from another release than this tab runs (a preview kept in the tab), or
    // dates written in another zone than this browser's (a first visit from outside the default zone).
    if (painted && chooseRelease(painted)?.release !== section.release) hydrate = false;
    else if (timeZone !== null && timeZone !== Intl.DateTimeFormat().resolvedOptions().timeZone) hydrate = false;
    // The section's code is waited for a moment: a slow remote must not hold the whole page's hydration. Later,
    // the section's boundary keeps its painted HTML and is hydrated once its code arrives.
    else await Promise.all([preloadPageOf(window.location.pathname), painted && Promise.race([preloadSection(painted), delay(SECTION_WAIT_MS)])]).catch(() => undefined);
    // Its painted links and buttons are held until its routes mount: a press is not a page load meanwhile.
    if (hydrate && painted) holdSectionPresses();
  }
  // What was typed into a painted page rendered anew is given to the new page's fields.
  // Offline support loads after the first render: its bytes are not the start-up's. Without it (its chunk not
  // loaded: a deploy in between) the page works as before, and says so in the console only.
  const startOffline = () =>
    void loadOffline()
      .then((offline) => offline.startOffline(queryClient, config))
      .catch((error: unknown) => console.warn('Offline support not started', error));
  return {
    element: <App config={config} remotes={remotes} queryClient={queryClient} onFirstRender={startOffline} />,
    hydrate,
    beforeRenderAnew: keepTypedInput,
  };
});
