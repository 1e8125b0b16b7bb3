/**
 * `npm start`: builds everything in production mode, publishes each remote's
 * build into the release store (as `npm run release` would; the same build
 * is the same release), starts the reference API (seeded SQLite under
 * server/data) and serves the host and the store. Ctrl-C stops all of it.
 * `--no-build` publishes and serves the existing dist/ folders. The store is
 * `CABINET_RELEASE_STORE` (a folder, or `s3://bucket/prefix`: then the bucket
 * serves the remotes and their teams' records, and only the host is served
 * here). The served config.json lists the remotes, each in its folder of the
 * store, and the host's document carries the registry composed from their
 * records (runtime 1.6.0): the store holds no shared registry.
 * `--nginx` (`npm run start:nginx`): the same, with nginx serving the static
 * files on the same ports from a generated configuration.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { HostProvisions } from '@cabinet/runtime/compatibility';
import { HEALTH_COLLECTOR_PATH } from '@cabinet/runtime/field-health';
import { outcomeLine, releaseEveryRemote } from '@cabinet/release/release-every-remote';
import { openStore } from '@cabinet/serving/store/open-store';
import { host } from '@cabinet/serving/apps';
import { storeLocation, type StoreLocation } from '@cabinet/serving/store-location';
import { startApi } from './api-process.ts';
import { buildUnlessSkipped, serveUntilStopped } from './run-apps.ts';

/** Each remote's build becomes its live release; a misfit is said and skipped (its section shows the fallback). */
async function publishRemotes(location: StoreLocation): Promise<void> {
  // What the host build provides, as the deployed host serves it (/provides.json).
  const provisions = JSON.parse(await readFile(path.join(host.dir, 'dist', 'provides.json'), 'utf8')) as HostProvisions;
  const outcomes = await releaseEveryRemote({ store: await openStore(location), location, host: provisions });
  for (const outcome of outcomes) (outcome.status === 'refused' ? console.error : console.log)(`  ${outcomeLine(outcome)}`);
}

async function main() {
  await buildUnlessSkipped();
  const store = storeLocation();
  console.log(`Публикация удалённых модулей в хранилище выпусков ${store.kind === 'bucket' ? store.label : path.relative(process.cwd(), store.folder) || store.folder}:`);
  await publishRemotes(store);
  const api = await startApi();
  await serveUntilStopped(
    {
      url: api.url,
      // The reference server collects field health: the demo's figures fill as people use it.
      telemetryUrl: `${api.url}${HEALTH_COLLECTOR_PATH}`,
      banner: `API:             ${api.url}`,
      processes: [api.child],
      name: 'API',
      stop: () => api.stop(),
    },
    { store },
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
