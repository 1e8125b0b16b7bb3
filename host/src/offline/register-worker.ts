import type { RemoteEntry, RuntimeConfig } from '@cabinet/runtime';
import { registeredEntry } from '../federation/registry.ts';
import { followRegistryReads } from '../federation/registry-sync.ts';
import { chooseRelease } from '../federation/release-choice.ts';

/** Built by rspack/worker.ts beside the documents; its scope keeps the landing and the guest pages outside. */
const WORKER_URL = '/sw.js';
const WORKER_SCOPE = '/cabinet';

/** The releases this tab runs (registered) or would load at its next visit to their sections (chosen). */
function releasesOf(remotes: readonly RemoteEntry[]): string[] {
  const releases = remotes.flatMap((remote) => [chooseRelease(remote)?.entry, registeredEntry(remote.name)?.entry]);
  return [...new Set(releases.filter((entry): entry is string => typeof entry === 'string'))];
}

/**
 * Registers the service worker (./worker/service-worker.ts), then tells it
 * what this tab runs — the config, the registry and the releases, now and
 * whenever the registry is read again — so that it keeps those releases and
 * a page opened offline starts the same.
 */
function registerWorker(config: RuntimeConfig): void {
  if (!('serviceWorker' in navigator)) return;
  // `npm run dev` builds no worker (only the production build does): asking for it put a 404 error into the
  // console of every page. A worker a production run left at this address is taken away, so that what runs is
  // the dev server's code, and a page opened offline is not the production build's shell.
  if (process.env.NODE_ENV === 'development') {
    void navigator.serviceWorker.getRegistration(WORKER_SCOPE).then((registration) => registration?.unregister());
    return;
  }
  navigator.serviceWorker
    .register(WORKER_URL, { scope: WORKER_SCOPE })
    .then(() => navigator.serviceWorker.ready)
    .then((registration) => {
      followRegistryReads((remotes: readonly RemoteEntry[]) => {
        registration.active?.postMessage({ type: 'cabinet-shell', config, registry: { remotes }, releases: releasesOf(remotes) });
      });
    })
    .catch((error: unknown) => console.warn('The service worker was not registered: pages will not open offline', error));
}

export { registerWorker };
