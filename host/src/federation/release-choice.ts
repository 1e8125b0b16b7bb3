/**
 * Which release of a remote this tab runs: the one previewed in this tab
 * (release-preview.ts), else the canary when the signed-in user is in its
 * share (`inCanary` of the runtime: stable per user and remote, so every tab
 * and every reload agrees), else the live one. Guests never get a canary.
 * Until the identity is known a remote with a canary has no choice yet: it
 * is registered (and preloaded) only then, so no code of the other release
 * is fetched first.
 */
import { inCanary, type RemoteEntry } from '@cabinet/runtime';
import { activePreview } from './release-preview.ts';

/** The signed-in user's id, null for a guest, undefined while the identity is not known. */
let userId: number | null | undefined;

/** The user the choice is for; true when it changed. */
function setReleaseUser(id: number | null | undefined): boolean {
  if (id === userId) return false;
  userId = id;
  return true;
}

/** The registry entry as this tab runs it (`entry` and `release` the chosen release's), or null while it cannot tell. */
function chooseRelease(remote: RemoteEntry): RemoteEntry | null {
  const preview = activePreview();
  if (preview?.name === remote.name) return { ...remote, entry: preview.entry, release: preview.release };
  const { canary } = remote;
  if (!canary) return remote;
  if (userId === undefined) return null;
  if (userId !== null && inCanary(remote.name, userId, canary.percent)) return { ...remote, entry: canary.entry, release: canary.release };
  return remote;
}

export { chooseRelease, setReleaseUser };
