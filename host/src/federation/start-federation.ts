/**
 * How the app document starts Module Federation: the registry read where the
 * config says; a preview that the address asks for, or that this tab keeps,
 * checked (refused when the config turns previews off); every remote whose release is known now registered, and the
 * section of the address preloaded while the session is checked. A remote
 * with a canary waits for the user: once the identity is known its release
 * is chosen, and chosen again whenever the user changes in this document
 * (sign-in, sign-out).
 */
import type { QueryClient } from '@tanstack/react-query';
import type { RemoteEntry, RuntimeConfig, User } from '@cabinet/runtime';
import { followIdentity } from '../session/follow-identity.ts';
import { preloadSectionOf } from './prefetch.ts';
import { loadRegistry } from './registry.ts';
import { chooseReleasesFor, followRegistry } from './registry-sync.ts';
import { startPreview } from './preview/release-preview.ts';

let preloaded: string | null = null;

/** Before the identity: resolves to the registry's remotes. */
async function startFederation({ registryUrl, remotes: configured, previews }: Pick<RuntimeConfig, 'registryUrl' | 'remotes' | 'previews'>): Promise<RemoteEntry[]> {
  const remotes = await loadRegistry({ registryUrl, ...(configured ? { remotes: configured } : {}) });
  await startPreview(remotes, previews);
  followRegistry(remotes, Date.now());
  preloaded = preloadSectionOf(window.location.pathname, remotes.map((remote) => remote.name));
  return remotes;
}

/** With the identity loaded: the canaries chosen for `user`, and followed from now on. */
function followReleaseUser(queryClient: QueryClient, user: User | null, remotes: readonly RemoteEntry[]): void {
  chooseReleasesFor(user?.id ?? null);
  preloaded ??= preloadSectionOf(window.location.pathname, remotes.map((remote) => remote.name));
  followIdentity(queryClient, (next) => chooseReleasesFor(next?.id ?? null));
}

export { followReleaseUser, startFederation };
