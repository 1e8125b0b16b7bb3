/**
 * A file's contents as last read, read again only when the file changed (its
 * inode, size or modification time: a release or a redeploy writes a new file
 * or renames one in). The renderer and the static server read the config, the
 * teams' records and the app document for every page; opening and reading
 * them whole was about a tenth of a painted page's time (`npm run
 * bench:render`). The `stat` is synchronous: a few microseconds on a local
 * disk, where the promise's round trip through libuv's threads cost more
 * than the read it saved.
 *
 * A caller may say when its request came in (`since`, `performance.now()`):
 * a check made after that moment answers it without a `stat` of its own,
 * since what changed before the request came is seen by every check made
 * after it — a release finished before a page was asked for is in that page.
 * Under load the pages in flight share their checks (the renderer made seven
 * a page, 5 % of its CPU).
 */
import { statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';

/** Reads a file's derived value; `since` is when the request it answers came in (`performance.now()`). */
type ChangedFileReader<T> = (file: string, since?: number) => Promise<T>;

/** A reader of files that keeps, per file, what `derive` made of its text; it rejects as `readFile` does. */
function changedFileReader<T>(derive: (text: string) => T): ChangedFileReader<T> {
  const kept = new Map<string, { signature: string; value: T; checkedAt: number }>();
  return async (file, since) => {
    const hit = kept.get(file);
    if (hit && since !== undefined && hit.checkedAt > since) return hit.value;
    // Taken before the stat: the check is known to be no older than this.
    const checkedAt = performance.now();
    const found = statSync(file);
    const signature = `${found.ino}:${found.size}:${found.mtimeMs}`;
    if (hit?.signature === signature) {
      hit.checkedAt = checkedAt;
      return hit.value;
    }
    // Changed between the stat and the read: kept under the older signature, so read again next time.
    const value = derive(await readFile(file, 'utf8'));
    kept.set(file, { signature, value, checkedAt });
    return value;
  };
}

/** A file's text, read again only when it changed. */
const changedFileText = changedFileReader((text) => text);

export { changedFileReader, changedFileText };
export type { ChangedFileReader };
