/**
 * Where this tab keeps its preview: sessionStorage (one tab's, it survives
 * reloads), holding the link's value (`events@0.1.0-36a24ca0e1`), which is
 * checked again at each start. The one module that reads and writes the key:
 * the start-up check (release-preview.ts) reads it, the session
 * (preview-session.ts) writes it. The app document's head script
 * (boot/early-start-head.html) reads the same key to leave a previewed
 * section to the app.
 */

/** The sessionStorage key of this tab's preview. */
const PREVIEW_STORAGE_KEY = 'cabinet.remote-preview';

/** The preview this tab keeps, if any. */
function readStoredPreview(): string | null {
  try {
    return window.sessionStorage.getItem(PREVIEW_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Keeps `value` for this tab's later starts; null forgets it. */
function writeStoredPreview(value: string | null): void {
  try {
    if (value === null) window.sessionStorage.removeItem(PREVIEW_STORAGE_KEY);
    else window.sessionStorage.setItem(PREVIEW_STORAGE_KEY, value);
  } catch {
    // No storage (blocked by the person): the preview lasts until the next page load.
  }
}

export { PREVIEW_STORAGE_KEY, readStoredPreview, writeStoredPreview };
