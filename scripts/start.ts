/**
 * `npm start`: builds everything in production mode, publishes each remote's
 * build into the release store (as `npm run release` would; the same build
 * is the same release), starts the reference API (seeded SQLite under
 * server/data) and serves the host and the store. Ctrl-C stops all of it.
 * `--no-build` publishes and serves the existing dist/ folders.
 */
import path from 'node:path';
import { buildAll } from './build.ts';
import { startApi } from './api-process.ts';
import { serveApps, serveControl } from './serve.ts';
import { apps, host, remotes } from './apps.ts';
import { hostProvisions } from './delivery/provisions.ts';
import { publishRelease, ReleaseRefused } from './delivery/publish.ts';
import { storeDir } from './delivery/store.ts';

/** Each remote's build becomes its live release; a misfit is said and skipped (its section shows the fallback). */
async function publishRemotes(store: string): Promise<void> {
  const provisions = hostProvisions(host.dir);
  for (const remote of remotes) {
    try {
      const published = await publishRelease({ store, dist: path.join(remote.dir, 'dist'), host: provisions });
      console.log(`  ${remote.name}: выпуск ${published.id}${published.created ? '' : ' (уже был в хранилище)'}`);
    } catch (error) {
      if (!(error instanceof ReleaseRefused)) throw error;
      console.error(`  ${remote.name}: не подходит к хосту и не опубликован:\n${error.message}`);
    }
  }
}

async function main() {
  if (!process.argv.includes('--no-build')) {
    console.log('Сборка хоста и удалённых модулей…');
    const ms = await buildAll();
    console.log(`Собрано за ${(ms / 1000).toFixed(1)} с`);
  }
  const store = storeDir();
  console.log(`Публикация удалённых модулей в хранилище выпусков ${path.relative(process.cwd(), store) || store}:`);
  await publishRemotes(store);
  const api = await startApi();
  const running = await serveApps(apps, { store });
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
