/**
 * Which release of a remote this tab runs: the one previewed in this tab
 * (preview/release-preview.ts), else the canary when the signed-in user is in
 * its share (`inCanary` of the runtime: stable per user and remote, so every
 * tab and every reload agrees), else the live one. Guests never get a canary.
 * Until the identity is known a remote with a canary has no choice yet: it
 * is registered (and preloaded) only then, so no code of the other release
 * is fetched first.
 */
import { inCanary, type RemoteEntry } from '@cabinet/runtime';

/** A release opened for a preview in this tab (its store's `releases.json` offers it for a preview). */
interface PreviewedRelease {
  name: string;
  /** The section's nav title. */
  title: string;
  release: string;
  /** Its `mf-manifest.json`, in the live release's folder of the store. */
  entry: string;
}

/** The signed-in user's id, null for a guest, undefined while the identity is not known. */
let userId: number | null | undefined;
let previewed: PreviewedRelease | null = null;

/** The user the choice is for; true when it changed. */
function setReleaseUser(id: number | null | undefined): boolean {
  if (id === userId) return false;
  userId = id;
  return true;
}

/** The release this tab previews (preview/preview-session.ts), or null. */
function setPreviewedRelease(release: PreviewedRelease | null): void {
  previewed = release;
}

function previewedRelease(): PreviewedRelease | null {
  return previewed;
}

/** The registry entry as this tab runs it (`entry` and `release` the chosen release's), or null while it cannot tell. */
function chooseRelease(remote: RemoteEntry): RemoteEntry | null {
  if (previewed?.name === remote.name) return { ...remote, entry: previewed.entry, release: previewed.release };
  const { canary } = remote;
  if (!canary) return remote;
  if (userId === undefined) return null;
  if (userId !== null && inCanary(remote.name, userId, canary.percent)) return { ...remote, entry: canary.entry, release: canary.release };
  return remote;
}

export { chooseRelease, previewedRelease, setPreviewedRelease, setReleaseUser };
export type { PreviewedRelease };
