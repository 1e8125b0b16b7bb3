/**
 * The guest document (guest.html): what a page load of /login, /register,
 * /password-recovery, /confirm-email, /callback or /verify… runs. No Module
 * Federation runtime, no registry, no remote: a guest needs none of them
 * until the cabinet, which the browser then loads as the app document
 * (leave-for-app.tsx). The start-up is the app's (start-document.tsx)
 * without the federation steps. The guest pages that look the same for
 * everyone get a copy with their page prerendered (guest-paths.ts,
 * host/build/prerender.ts).
 */
import { loadIdentity, setUser } from '@cabinet/runtime';
import { configureClient, prerenderedPath, startDocument } from '../app/start-document.tsx';
import { loadRuntimeConfig } from '../config/load-runtime-config.ts';
import { mayHaveSession } from '../session/may-have-session.ts';
import { refreshCsrfToken } from '../session/refresh-csrf-token.ts';
import { GuestApp } from './guest-app.tsx';
import '../styles.css';

startDocument('guest.html', async () => {
  const config = await loadRuntimeConfig();
  const queryClient = configureClient(config);
  const user = mayHaveSession(config.authMode) ? await loadIdentity(queryClient) : null;
  if (!user) {
    setUser(queryClient, null);
    void refreshCsrfToken();
  }
  // A guest on the page it was prerendered for (guest-paths.ts) sees the same form: hydrated, so
  // what they typed meanwhile stays. A signed-in visitor is sent on from a page rendered anew.
  const hydrate = !user && prerenderedPath('guest.html') === window.location.pathname.replace(/(.)\/$/, '$1');
  return { element: <GuestApp config={config} queryClient={queryClient} />, hydrate };
});
