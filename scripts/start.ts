/**
 * `npm start`: builds everything in production mode, starts the reference API
 * (seeded SQLite under server/data) and serves the host and the remotes.
 * Ctrl-C stops all of it. `--no-build` serves the existing dist/ folders.
 */
import { buildAll } from './build.ts';
import { startApi } from './api-process.ts';
import { serveApps, serveControl } from './serve.ts';
import { apps, host } from './apps.ts';

async function main() {
  if (!process.argv.includes('--no-build')) {
    console.log('Сборка хоста и удалённых модулей…');
    const ms = await buildAll();
    console.log(`Собрано за ${(ms / 1000).toFixed(1)} с`);
  }
  const api = await startApi();
  const running = await serveApps(apps);
  const controlPort = process.env.CABINET_CONTROL_PORT;
  const control = controlPort ? await serveControl(running, Number(controlPort)) : null;

  console.log(`
  Кабинет запущен: http://localhost:${host.port}
  API:             ${api.url}
  Удалённые модули: ${apps
    .filter((app) => app.kind === 'remote')
    .map((app) => `${app.name} :${app.port}`)
    .join(', ')}
  Демо-вход:       demo@example.com / demo-password
  Письма (dev):    ${api.url}/_dev/mail
  Остановить:      Ctrl-C
`);

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await Promise.allSettled([running.close(), api.stop(), control?.close()]);
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
  api.child.once('exit', (code) => {
    if (!stopping) {
      console.error(`The API stopped unexpectedly (code ${code})`);
      void stop();
    }
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
