/**
 * Is this the failure to load a piece of code that the build split off — a
 * host chunk, or a chunk of a remote whose entry already loaded? After a
 * redeploy removed the old files, that is what an open tab meets, and a
 * page load (with the new build's file names) is the cure.
 *
 * Where the line is drawn: a remote whose `mf-manifest.json` or
 * `remoteEntry.js` cannot be fetched (MF `RUNTIME-003`, `RUNTIME-008`) is
 * simply down; a reload would not bring it back, so it keeps its
 * «Раздел временно недоступен» area with «Повторить». Only the errors of
 * the bundler's chunk loading and of dynamic `import()` count here.
 */
const CHUNK_ERROR_MESSAGES = [
  // rspack/webpack's chunk loading: "Loading chunk 123 failed.", "Loading CSS chunk 45 failed."
  /Loading (?:CSS )?chunk [^\s]+ failed/i,
  // Native dynamic import: Chromium, Firefox, Safari.
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
];

/** How deep the `cause` chain is followed (RemoteUnavailableError wraps MF's error). */
const MAX_CAUSE_DEPTH = 5;

function isOwnChunkError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  return typeof message === 'string' && CHUNK_ERROR_MESSAGES.some((pattern) => pattern.test(message));
}

function isChunkLoadError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth <= MAX_CAUSE_DEPTH && current !== undefined && current !== null; depth += 1) {
    if (isOwnChunkError(current)) return true;
    current = typeof current === 'object' && 'cause' in current ? current.cause : undefined;
  }
  return false;
}

export { isChunkLoadError };
