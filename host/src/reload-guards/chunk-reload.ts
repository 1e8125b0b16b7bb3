/**
 * SPEC §8: a chunk that fails to load reloads the page, at most once per
 * path within 10 s (SPEC §9). The reload is remembered in sessionStorage —
 * it survives the reload, and only this tab — so that a chunk that is still
 * missing afterwards shows the error screen instead of reloading forever.
 */
import { pageReload } from './page-reload.ts';

const CHUNK_RELOAD_WINDOW_MS = 10_000;
const STORAGE_PREFIX = 'cabinet.chunk-reload:';

function lastReloadAt(path: string): number | null {
  const stored = Number(window.sessionStorage.getItem(`${STORAGE_PREFIX}${path}`));
  return Number.isFinite(stored) && stored > 0 ? stored : null;
}

/** Whether a chunk failure on `path` may reload the page now. Never without sessionStorage: it could loop. */
function mayReloadForChunkError(path: string = window.location.pathname, now: number = Date.now()): boolean {
  try {
    const last = lastReloadAt(path);
    return last === null || now - last >= CHUNK_RELOAD_WINDOW_MS || now < last;
  } catch {
    return false;
  }
}

/** Reloads the page for a chunk failure if allowed; false means "show the error instead". */
function reloadForChunkError(path: string = window.location.pathname, now: number = Date.now()): boolean {
  if (!mayReloadForChunkError(path, now)) return false;
  try {
    window.sessionStorage.setItem(`${STORAGE_PREFIX}${path}`, String(now));
  } catch {
    return false;
  }
  console.warn(`A code chunk failed to load on ${path}: reloading the page once.`);
  pageReload.reload();
  return true;
}

export { CHUNK_RELOAD_WINDOW_MS, mayReloadForChunkError, reloadForChunkError };
