/**
 * A preview asked for (release-preview.ts), loaded only when one is: opened
 * or refused, left, and what the banner says of it.
 *
 * A crafted link must not run anyone's script, so a link names a release,
 * never an address: the value must be a section of the registry and a
 * release id, the id must be one that section's `releases.json` in the store
 * offers for a preview — published with `--no-switch` and not live since, or
 * the running canary (the runtime's `previewableReleases`), never an older
 * release or a canary a rollback ended —, and the manifest's address is
 * built from the live release's folder. The compatibility check applies as
 * to the live release (manifest-check.ts sees every manifest). Anything else
 * leaves the live release in place, and the banner says why:
 * «Предпросмотр недоступен: …», naming a section only by the registry's
 * title and never repeating the link, which may say anything. A cabinet
 * whose config.json says `previews: false` refuses every link and ends a
 * preview the tab keeps. The link's parameter is taken out of the address
 * before the router reads it, so a link shared from the page is clean.
 */
import * as v from 'valibot';
import type { RemoteEntry } from '@cabinet/runtime';
import {
  PREVIEW_PARAM,
  RELEASES_FILE,
  StoredReleasesSchema,
  parsePreviewValue,
  previewableReleases,
  releaseManifestUrl,
  storeFolderOf,
  storedReleaseIds,
  type StoredReleases,
} from '@cabinet/runtime/registry';
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

/** The notice of a cabinet whose config.json turns previews off. */
const PREVIEWS_OFF = 'Предпросмотр выключен в этом кабинете.';

async function storedReleases(folder: string): Promise<StoredReleases> {
  const response = await fetch(`${folder}/${RELEASES_FILE}`, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${RELEASES_FILE} answered ${response.status}`);
  return v.parse(StoredReleasesSchema, await response.json());
}

/**
 * The preview `value` asks for, if the store offers it for a preview;
 * otherwise why not, in Russian. Nothing of the link is repeated — not the
 * section it names, not the release: it may be anything. A section is named
 * by the registry's title only.
 */
async function checkPreview(value: string, remotes: readonly RemoteEntry[]): Promise<PreviewedRelease | string> {
  const asked = parsePreviewValue(value);
  if (!asked) return 'в ссылке должны быть раздел и номер выпуска, например events@0.1.0-36a24ca0e1';
  const remote = remotes.find((candidate) => candidate.name === asked.name);
  if (!remote) return 'такого раздела нет в кабинете';
  const folder = storeFolderOf(remote.entry);
  if (!folder) return `раздел «${remote.title}» выпущен не через хранилище выпусков`;
  let stored: StoredReleases;
  try {
    stored = await storedReleases(folder);
  } catch (error) {
    console.debug(`The releases of ${remote.name} could not be read for a preview`, error);
    return `не удалось проверить выпуск раздела «${remote.title}», попробуйте ещё раз`;
  }
  if (!storedReleaseIds(stored).includes(asked.release)) return `такого выпуска раздела «${remote.title}» нет в хранилище`;
  if (!previewableReleases(stored).includes(asked.release)) {
    if (asked.release === remote.release) return `этот выпуск раздела «${remote.title}» уже действует для всех`;
    return `выпуск не предназначен для предпросмотра в разделе «${remote.title}»`;
  }
  return { name: remote.name, title: remote.title, release: asked.release, entry: releaseManifestUrl(folder, asked.release) };
}

/**
 * The preview the address asks for, else the one this tab keeps, each
 * checked; a refused link leaves the tab as it was and says why. Keeps what
 * is accepted for this tab's later starts, forgets what no longer is. With
 * previews turned off (`enabled` false: config.json's `previews`), refuses
 * the link and forgets what the tab keeps.
 */
async function openPreview(remotes: readonly RemoteEntry[], enabled: boolean): Promise<void> {
  const link = takeFromAddress();
  if (!enabled) {
    writeStoredPreview(null);
    return update(null, PREVIEWS_OFF);
  }
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
