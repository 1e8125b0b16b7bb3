/**
 * `npm run start:laravel`: the production builds of the host and the remotes,
 * served as `npm start` serves them, against the example Laravel app
 * (examples/laravel, see scripts/laravel-process.ts) instead of the reference
 * API. Ctrl-C stops everything.
 *
 * `--no-build` serves the existing dist/ folders. `CABINET_DATA_DIR` keeps the
 * Laravel database and storage there instead of in a temp directory.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apps, host } from './apps.ts';
import { buildAll } from './build.ts';
import { laravelMissing, startLaravel } from './laravel-process.ts';
import { serveApps, serveControl } from './serve.ts';

async function main() {
  const missing = laravelMissing();
  if (missing) throw new Error(`Cannot start the Laravel backend: ${missing}`);
  if (!process.argv.includes('--no-build')) {
    console.log('Сборка хоста и удалённых модулей…');
    const ms = await buildAll();
    console.log(`Собрано за ${(ms / 1000).toFixed(1)} с`);
  }

  const ownDir = process.env.CABINET_DATA_DIR === undefined;
  const dataDir = process.env.CABINET_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'cabinet-laravel-'));
  const laravel = await startLaravel(dataDir);
  const running = await serveApps(apps);
  const controlPort = process.env.CABINET_CONTROL_PORT;
  const control = controlPort ? await serveControl(running, Number(controlPort)) : null;

  console.log(`
  Кабинет запущен: http://localhost:${host.port}
  API (Laravel):   ${laravel.url} — миграции, данные и запуск за ${laravel.startSeconds.toFixed(1)} с
  Демо-вход:       demo@example.com / demo-password
  Письма (dev):    ${laravel.url}/_dev/mail
  Остановить:      Ctrl-C
`);

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    laravel.stop();
    await Promise.allSettled([running.close(), control?.close()]);
    if (ownDir) rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
  for (const child of laravel.children) {
    child.once('exit', (code) => {
      if (!stopping) {
        console.error(`php -S stopped unexpectedly (code ${code})`);
        void stop();
      }
    });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
