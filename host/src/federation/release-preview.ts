/**
 * A release previewed in one tab: the link `npm run release -- --no-switch`
 * prints (`?remote-preview=<name>@<release>` on any cabinet address) loads
 * that release of that remote in this tab, its reloads and its later
 * navigations, until the person leaves the preview; other tabs and other
 * people keep the live release.
 *
 * A crafted link must not run anyone's script, so a link names a release,
 * never an address: the value must be a remote of the registry and a release
 * id, the id must be listed in that remote's `releases.json` in the store,
 * and the manifest's address is built from the live entry's folder. The
 * compatibility check applies as to the live release (manifest-check.ts sees
 * every manifest). Anything else leaves the live release in place, and the
 * banner says why: «Предпросмотр недоступен: …».
 *
 * Kept in sessionStorage (one tab's, it survives reloads) and checked again
 * at each start, in case the release has been pruned since. The parameter is
 * taken out of the address at once, so a link shared from the page is clean.
 */
import * as v from 'valibot';
import {
  PREVIEW_PARAM,
  RELEASES_FILE,
  StoredReleasesSchema,
  parsePreviewValue,
  releaseManifestUrl,
  storeFolderOf,
  type RemoteEntry,
} from '@cabinet/runtime';

const STORAGE_KEY = 'cabinet.remote-preview';

interface Preview {
  name: string;
  /** The section's nav title. */
  title: string;
  release: string;
  /** The release's `mf-manifest.json`, in the live release's folder of the store. */
  entry: string;
}

interface PreviewState {
  active: Preview | null;
  /** Why a preview asked for was refused, for the banner. */
  notice: string | null;
}

let state: PreviewState = { active: null, notice: null };
const listeners = new Set<() => void>();

function update(next: Partial<PreviewState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

function readStored(): string | null {
  try {
    return window.sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

function writeStored(value: string | null): void {
  try {
    if (value === null) window.sessionStorage.removeItem(STORAGE_KEY);
    else window.sessionStorage.setItem(STORAGE_KEY, value);
  } catch {
    // No storage (blocked by the person): the preview lasts until the next page load.
  }
}

/** The link's value, taken out of the address (history.replaceState, before the router reads it); null without one. */
function takeFromAddress(): string | null {
  const url = new URL(window.location.href);
  const value = url.searchParams.get(PREVIEW_PARAM);
  if (value === null) return null;
  url.searchParams.delete(PREVIEW_PARAM);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return value;
}

async function storedReleaseIds(folder: string): Promise<string[]> {
  const response = await fetch(`${folder}/${RELEASES_FILE}`, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${RELEASES_FILE} answered ${response.status}`);
  const stored = v.parse(StoredReleasesSchema, await response.json());
  return (Array.isArray(stored) ? stored : stored.releases).map((release) => release.id);
}

/** The preview `value` asks for, if the store holds it; otherwise why not, in Russian. */
async function checkPreview(value: string, remotes: readonly RemoteEntry[]): Promise<Preview | string> {
  const asked = parsePreviewValue(value);
  // The value itself is not repeated: it may be anything.
  if (!asked) return 'в ссылке должны быть раздел и номер выпуска, например events@0.1.0-36a24ca0e1';
  const remote = remotes.find((candidate) => candidate.name === asked.name);
  if (!remote) return `в кабинете нет раздела «${asked.name}»`;
  const folder = storeFolderOf(remote.entry);
  if (!folder) return `раздел «${remote.title}» выпущен не через хранилище выпусков`;
  let ids: string[];
  try {
    ids = await storedReleaseIds(folder);
  } catch (error) {
    console.debug(`The releases of ${remote.name} could not be read for a preview`, error);
    return `не удалось проверить выпуск ${asked.release} раздела «${remote.title}», попробуйте ещё раз`;
  }
  if (!ids.includes(asked.release)) return `выпуска ${asked.release} раздела «${remote.title}» нет в хранилище`;
  return { name: remote.name, title: remote.title, release: asked.release, entry: releaseManifestUrl(folder, asked.release) };
}

/**
 * Start-up, before any remote is registered: the preview the address asks
 * for, else the one this tab keeps, each checked; a refused link leaves the
 * tab as it was.
 */
async function startPreview(remotes: readonly RemoteEntry[]): Promise<void> {
  const link = takeFromAddress();
  if (link !== null) {
    const checked = await checkPreview(link, remotes);
    if (typeof checked !== 'string') {
      writeStored(link);
      update({ active: checked });
      return;
    }
    update({ notice: `Предпросмотр недоступен: ${checked}.` });
  }
  const stored = readStored();
  if (stored === null) return;
  const checked = await checkPreview(stored, remotes);
  if (typeof checked !== 'string') {
    update({ active: checked });
    return;
  }
  writeStored(null);
  update({ notice: state.notice ?? `Предпросмотр недоступен: ${checked}.` });
}

/** The release previewed in this tab, if any. */
function activePreview(): Preview | null {
  return state.active;
}

/** Leaves the preview; returns the remote that was previewed, whose live release must come back. */
function leavePreview(): string | null {
  const name = state.active?.name ?? null;
  writeStored(null);
  update({ active: null });
  return name;
}

function dismissPreviewNotice(): void {
  update({ notice: null });
}

function subscribePreview(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function previewState(): PreviewState {
  return state;
}

/** For tests: no preview, no notice. */
function resetPreview(): void {
  state = { active: null, notice: null };
}

export { activePreview, dismissPreviewNotice, leavePreview, previewState, resetPreview, startPreview, subscribePreview };
export type { Preview, PreviewState };
