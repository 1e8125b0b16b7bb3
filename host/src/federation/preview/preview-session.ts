/**
 * A preview asked for (release-preview.ts), loaded only when one is: opened
 * or refused, left, and what the banner says of it.
 *
 * A crafted link must not run anyone's script, so a link names a release,
 * never an address: the value must be a section of the registry and a
 * release id, the id must be listed in that section's `releases.json` in the
 * store, and the manifest's address is built from the live release's folder.
 * The compatibility check applies as to the live release (manifest-check.ts
 * sees every manifest). Anything else leaves the live release in place, and
 * the banner says why: «Предпросмотр недоступен: …». The link's parameter is
 * taken out of the address before the router reads it, so a link shared from
 * the page is clean.
 */
import * as v from 'valibot';
import type { RemoteEntry } from '@cabinet/runtime';
import { PREVIEW_PARAM, RELEASES_FILE, StoredReleasesSchema, parsePreviewValue, releaseManifestUrl, storeFolderOf } from '@cabinet/runtime/registry';
import { previewedRelease, setPreviewedRelease, type PreviewedRelease } from '../release-choice.ts';
import { readStoredPreview, writeStoredPreview } from './preview-storage.ts';

interface PreviewState {
  active: PreviewedRelease | null;
  /** Why a preview asked for was refused. */
  notice: string | null;
}

let state: PreviewState = { active: null, notice: null };
const listeners = new Set<() => void>();

function update(active: PreviewedRelease | null, notice: string | null): void {
  setPreviewedRelease(active);
  state = { active, notice };
  for (const listener of listeners) listener();
}

/** The link's value, taken out of the address (history.replaceState); null without one. */
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
async function checkPreview(value: string, remotes: readonly RemoteEntry[]): Promise<PreviewedRelease | string> {
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
 * The preview the address asks for, else the one this tab keeps, each
 * checked; a refused link leaves the tab as it was and says why. Keeps what
 * is accepted for this tab's later starts, forgets what no longer is.
 */
async function openPreview(remotes: readonly RemoteEntry[]): Promise<void> {
  const link = takeFromAddress();
  let notice: string | null = null;
  if (link !== null) {
    const checked = await checkPreview(link, remotes);
    if (typeof checked !== 'string') {
      writeStoredPreview(link);
      return update(checked, null);
    }
    notice = `Предпросмотр недоступен: ${checked}.`;
  }
  const stored = readStoredPreview();
  if (stored === null) return update(null, notice);
  const checked = await checkPreview(stored, remotes);
  if (typeof checked !== 'string') return update(checked, notice);
  writeStoredPreview(null);
  update(null, notice ?? `Предпросмотр недоступен: ${checked}.`);
}

/** Leaves the preview; returns the remote that was previewed, whose live release must come back. */
function leavePreview(): string | null {
  const name = previewedRelease()?.name ?? null;
  writeStoredPreview(null);
  update(null, state.notice);
  return name;
}

function dismissPreviewNotice(): void {
  update(state.active, null);
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
  update(null, null);
}

export { dismissPreviewNotice, leavePreview, openPreview, previewState, resetPreview, subscribePreview };
