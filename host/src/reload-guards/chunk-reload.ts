/**
 * SPEC §8: a chunk that fails to load reloads the page, at most once per
 * path within 10 s (SPEC §9). The reload is remembered in sessionStorage —
 * it survives the reload, and only this tab — so that a chunk that is still
 * missing afterwards shows the error screen instead of reloading forever.
 * A remote released anew reloads under the same guard (federation/remote-release-reload.tsx).
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

/** Runs `load` (a reload) if `path` has not been reloaded within the window; false when it may not. */
function reloadOnce(path: string, load: () => void, now: number = Date.now()): boolean {
  if (!mayReloadForChunkError(path, now)) return false;
  try {
    window.sessionStorage.setItem(`${STORAGE_PREFIX}${path}`, String(now));
  } catch {
    return false;
  }
  load();
  return true;
}

/** Reloads the page for a chunk failure if allowed; false means "show the error instead". */
function reloadForChunkError(path: string = window.location.pathname, now: number = Date.now()): boolean {
  return reloadOnce(
    path,
    () => {
      console.warn(`A code chunk failed to load on ${path}: reloading the page once.`);
      pageReload.reload();
    },
    now,
  );
}

export { CHUNK_RELOAD_WINDOW_MS, mayReloadForChunkError, reloadForChunkError, reloadOnce };
