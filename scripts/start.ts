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
import { startApi } from './api-process.ts';
import { host, remotes } from './apps.ts';
import { hostProvisions } from './delivery/provisions.ts';
import { publishRelease } from './delivery/publish.ts';
import { ReleaseRefused } from './delivery/release-build.ts';
import { openStore, remotePublicUrl, storeLocation } from './delivery/store.ts';
import { buildUnlessSkipped, serveUntilStopped } from './run-apps.ts';
import { HEALTH_COLLECTOR_PATH } from '../server/src/routes/telemetry/index.ts';

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

async function main() {
  await buildUnlessSkipped();
  const store = storeLocation();
  const bucket = store.startsWith('s3://');
  console.log(`Публикация удалённых модулей в хранилище выпусков ${bucket ? store : path.relative(process.cwd(), store) || store}:`);
  await publishRemotes(store);
  const api = await startApi();
  await serveUntilStopped(
    {
      url: api.url,
      // The reference server collects field health: the demo's figures fill as people use it.
      telemetryUrl: `${api.url}${HEALTH_COLLECTOR_PATH}`,
      banner: `API:             ${api.url}`,
      processes: [api.child],
      name: 'The API',
      stop: () => api.stop(),
    },
    { store },
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
