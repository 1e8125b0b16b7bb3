/**
 * `npm run start:laravel`: the production builds of the host and the remotes,
 * served as `npm start` serves them, against the example Laravel app
 * (examples/laravel, see tools/src/laravel-process.ts) instead of the reference
 * API. Ctrl-C stops everything.
 *
 * `--no-build` serves the existing dist/ folders. `CABINET_DATA_DIR` keeps the
 * Laravel database and storage there instead of in a temp directory.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { laravelMissing, startLaravel } from './laravel-process.ts';
import { buildUnlessSkipped, serveUntilStopped } from './run-apps.ts';

async function main() {
  const missing = laravelMissing();
  if (missing) throw new Error(`Не удаётся запустить бэкенд на Laravel: ${missing}`);
  await buildUnlessSkipped();
  const ownDir = process.env.CABINET_DATA_DIR === undefined;
  const dataDir = process.env.CABINET_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'cabinet-laravel-'));
  const laravel = await startLaravel(dataDir);
  await serveUntilStopped({
    url: laravel.url,
    banner: `API (Laravel):   ${laravel.url} — миграции, данные и запуск за ${laravel.startSeconds.toLocaleString('ru-RU', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} с`,
    processes: laravel.children,
    name: 'php -S',
    // `php -S` answers one request at a time: the renderer's identity and data wait behind the browser's own.
    apiTimeoutMs: 3_000,
    stop: () => {
      laravel.stop();
      if (ownDir) rmSync(dataDir, { recursive: true, force: true });
    },
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
