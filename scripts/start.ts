/**
 * `npm start`: builds everything in production mode, publishes each remote's
 * build into the release store (as `npm run release` would; the same build
 * is the same release), starts the reference API (seeded SQLite under
 * server/data) and serves the host and the store. Ctrl-C stops all of it.
 * `--no-build` publishes and serves the existing dist/ folders. The store is
 * `CABINET_RELEASE_STORE` (a folder, or `s3://bucket/prefix`: then the bucket
 * serves the registry and the remotes, and only the host is served here).
 * `--nginx` (`npm run start:nginx`): the same, with nginx serving the static
 * files on the same ports from a generated configuration.
 */
import path from 'node:path';
import { buildAll } from './build.ts';
import { startApi } from './api-process.ts';
import { INSTALL_HINT, nginxMissing, startNginx } from './nginx-process.ts';
import { serveApps, serveControl } from './serve.ts';
import { apps, host, remotes } from './apps.ts';
import { hostProvisions } from './delivery/provisions.ts';
import { publishRelease } from './delivery/publish.ts';
import { ReleaseRefused } from './delivery/release-build.ts';
import { openStore, remotePublicUrl, storeLocation } from './delivery/store.ts';

/** Each remote's build becomes its live release; a misfit is said and skipped (its section shows the fallback). */
async function publishRemotes(location: string): Promise<void> {
  const provisions = hostProvisions(host.dir);
  const store = openStore(location);
  for (const remote of remotes) {
    try {
      const published = await publishRelease({
        store,
        dist: path.join(remote.dir, 'dist'),
        host: provisions,
        publicUrl: remotePublicUrl(location, remote),
      });
      console.log(`  ${remote.name}: выпуск ${published.id}${published.created ? '' : ' (уже был в хранилище)'}`);
    } catch (error) {
      if (!(error instanceof ReleaseRefused)) throw error;
      console.error(`  ${remote.name}: не подходит к хосту и не опубликован:\n${error.message}`);
    }
  }
}

/** The static files: the Node server (with its test-only control port), or nginx with `--nginx`. */
async function serveStatic(store: string): Promise<{ close(): Promise<unknown>; stopped?: Promise<unknown> }> {
  if (process.argv.includes('--nginx')) {
    const nginx = await startNginx(store);
    console.log(`  nginx: ${nginx.configFile}`);
    return { close: () => nginx.stop(), stopped: new Promise((resolve) => nginx.child.once('exit', resolve)) };
  }
  // A bucket serves the registry and the remotes itself.
  const running = await serveApps(store.startsWith('s3://') ? [host] : apps, { store });
  const controlPort = process.env.CABINET_CONTROL_PORT;
  const control = controlPort ? await serveControl(running, Number(controlPort)) : null;
  return { close: () => Promise.allSettled([running.close(), control?.close()]) };
}

async function main() {
  const missing = process.argv.includes('--nginx') ? nginxMissing() : null;
  if (missing) {
    console.error(`nginx не найден (${missing}): установите его — ${INSTALL_HINT} — или запустите npm start`);
    process.exit(1);
  }
  if (!process.argv.includes('--no-build')) {
    console.log('Сборка хоста и удалённых модулей…');
    const ms = await buildAll();
    console.log(`Собрано за ${(ms / 1000).toFixed(1)} с`);
  }
  const store = storeLocation();
  const bucket = store.startsWith('s3://');
  console.log(`Публикация удалённых модулей в хранилище выпусков ${bucket ? store : path.relative(process.cwd(), store) || store}:`);
  await publishRemotes(store);
  const api = await startApi();
  const served = await serveStatic(store);

  console.log(`
  Кабинет запущен: http://localhost:${host.port}
  API:             ${api.url}
  Удалённые модули: ${bucket ? store : remotes.map((app) => `${app.name} :${app.port}`).join(', ')}
  Демо-вход:       demo@example.com / demo-password
  Письма (dev):    ${api.url}/_dev/mail
  Остановить:      Ctrl-C
`);

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await Promise.allSettled([served.close(), api.stop()]);
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
  void served.stopped?.then(() => {
    if (!stopping) {
      console.error('nginx stopped unexpectedly');
      void stop();
    }
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
