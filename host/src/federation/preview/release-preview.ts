/**
 * A release previewed in one tab: the link `npm run release -- --no-switch`
 * prints (`?remote-preview=<name>@<release>` on any cabinet address) loads
 * that release of that remote in this tab, its reloads and its later
 * navigations, until the person leaves the preview; other tabs and other
 * people keep the live release.
 *
 * Only a release meant for a preview opens: one published with
 * `--no-switch` and not live since, or the running canary; config.json's
 * `previews: false` refuses every link. Kept for the tab
 * (preview-storage.ts) and checked again at each start, in case the release
 * has gone live, ended or been pruned since. Only asking costs every start: the
 * check, the banner's content and the way out (preview-session.ts,
 * preview-bar.tsx) load when a preview is asked for.
 */
import { PREVIEW_PARAM, type RemoteEntry } from '@cabinet/runtime';
import { readStoredPreview } from './preview-storage.ts';

let asked = false;

/**
 * Start-up, before any remote is registered: a preview the address asks for
 * or this tab keeps, checked — or, when `previews` is false (config.json),
 * refused.
 */
async function startPreview(remotes: readonly RemoteEntry[], previews: boolean): Promise<void> {
  if (!new URLSearchParams(window.location.search).has(PREVIEW_PARAM) && readStoredPreview() === null) return;
  asked = true;
  const { openPreview } = await import('./preview-session.ts');
  await openPreview(remotes, previews);
}

/** Whether this page start had a preview to check: only then has the banner anything to say. */
function previewAsked(): boolean {
  return asked;
}

export { previewAsked, startPreview };
