/**
 * Writes what the host provides to remotes into `host/provides.json` — the
 * record a remote's CI checks against without building the host
 * (`npm run provides -w host` after changing a shared singleton's version or
 * the runtime; scripts/__tests__/host-provides.test.ts fails until then) —
 * and, with `--dist`, into the built host (`/provides.json`, for
 * `npm run check -- --host https://cabinet.example.com/provides.json`).
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { host } from '../apps.ts';
import { hostProvisions } from './provisions.ts';

async function writeProvides(file: string): Promise<void> {
  await writeFile(file, `${JSON.stringify(hostProvisions(host.dir), null, 2)}\n`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const target = process.argv.includes('--dist') ? path.join(host.dir, 'dist', 'provides.json') : path.join(host.dir, 'provides.json');
  writeProvides(target)
    .then(() => console.log(`Written ${path.relative(process.cwd(), target)}`))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}

export { writeProvides };
