/**
 * A file's contents as last read, read again only when the file changed (its
 * inode, size or modification time: a release or a redeploy writes a new file
 * or renames one in). The renderer and the static server read the config, the
 * teams' records and the app document for every page; opening and reading
 * them whole was about a tenth of a painted page's time (`npm run
 * bench:render`). The `stat` is synchronous: a few microseconds on a local
 * disk, where the promise's round trip through libuv's threads cost more
 * than the read it saved.
 */
import { statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';

/** A reader of files that keeps, per file, what `derive` made of its text; it rejects as `readFile` does. */
function changedFileReader<T>(derive: (text: string) => T): (file: string) => Promise<T> {
  const kept = new Map<string, { signature: string; value: T }>();
  return async (file) => {
    const found = statSync(file);
    const signature = `${found.ino}:${found.size}:${found.mtimeMs}`;
    const hit = kept.get(file);
    if (hit?.signature === signature) return hit.value;
    // Changed between the stat and the read: kept under the older signature, so read again next time.
    const value = derive(await readFile(file, 'utf8'));
    kept.set(file, { signature, value });
    return value;
  };
}

/** A file's text, read again only when it changed. */
const changedFileText = changedFileReader((text) => text);

export { changedFileReader, changedFileText };
