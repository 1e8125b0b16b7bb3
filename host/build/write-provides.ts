/**
 * What the host provides to remotes, as JSON: `host/provides.json` — the
 * record a remote's CI checks against without building the host
 * (`npm run provides -w host` after changing a shared singleton's version or
 * the runtime; a test fails until then) — and the built host's
 * `/provides.json`, for `npm run check -- --host https://cabinet.example.com/provides.json`.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { hostProvisions } from '../../rspack/provisions.ts';

const hostDir = path.resolve(import.meta.dirname, '..');

async function writeProvides(file: string): Promise<void> {
  await writeFile(file, `${JSON.stringify(hostProvisions(hostDir), null, 2)}\n`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const target = path.join(hostDir, 'provides.json');
  writeProvides(target)
    .then(() => console.log(`Записан ${path.relative(process.cwd(), target)}`))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}

export { writeProvides };
