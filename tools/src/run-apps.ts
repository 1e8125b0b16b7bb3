/**
 * What `npm start`, `npm run start:nginx` and `npm run start:laravel` share:
 * the production build (unless `--no-build`), the apps served as a static
 * host would serve them — by the Node server (with the e2e suite's control
 * port when `CABINET_CONTROL_PORT` asks for it), or by nginx with `--nginx` —
 * the banner, and one way to stop: Ctrl-C, or the backend or nginx dying.
 */
import type { ChildProcess } from 'node:child_process';
import { cp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { escapeJsonForHtml } from '@cabinet/runtime/registry';
import { apps, host, remotes, rendererPort } from '@cabinet/serving/apps';
import { servedConfig } from '@cabinet/serving/deployment';
import { INSTALL_HINT, nginxMissing, startNginx } from '@cabinet/serving/nginx-process';
import { nginxSite } from '@cabinet/serving/nginx-site';
import { serveApps } from '@cabinet/serving/static-server';
import { SERVER_CODE_DIR } from '@cabinet/serving/renderer/app-render-bundle';
import { createRenderer } from '@cabinet/serving/renderer/renderer-server';
import { isRefusedPath } from '@cabinet/serving/static-rules';
import type { StoreLocation } from '@cabinet/serving/store-location';
import { buildAll } from './build.ts';
import { serveControl } from './control-server.ts';

const withNginx = process.argv.includes('--nginx');

/** Says how to install nginx and exits when `--nginx` asks for what is not there. */
function requireNginxIfAsked(): void {
  const missing = withNginx ? nginxMissing() : null;
  if (!missing) return;
  console.error(`nginx не найден (${missing}): установите его — ${INSTALL_HINT} — или запустите npm start`);
  process.exit(1);
}

async function buildUnlessSkipped(): Promise<void> {
  requireNginxIfAsked();
  if (process.argv.includes('--no-build')) return;
  console.log('Сборка хоста и удалённых модулей…');
  const ms = await buildAll();
  console.log(`Собрано за ${(ms / 1000).toLocaleString('ru-RU', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} с`);
}

interface Backend {
  /** Its address (its dev outbox is `/_dev/mail` there). */
  url: string;
  /** Its field-health collector, which the served config.json names as `telemetryUrl`. */
  telemetryUrl?: string;
  /** Its banner line: `API:             http://localhost:8000`. */
  banner: string;
  /** Its processes, and its name when one of them exits on its own (for people: `API`, `php -S`). */
  processes: ChildProcess[];
  name: string;
  /** How long the renderer waits for it, when its own default (300 ms) is too short for it. */
  apiTimeoutMs?: number;
  stop(): Promise<void> | void;
}

interface Served {
  close(): Promise<unknown>;
  /** nginx: its process, watched like the backend's. */
  child?: ChildProcess;
}

/** What of the host's build a deployment copies: what is served, and the renderer's code (never served). */
function isDeployed(relative: string): boolean {
  return relative.split(path.sep)[0] === SERVER_CODE_DIR || !isRefusedPath(relative);
}

/**
 * Where the host's build is served from: `host/dist`, or — with
 * `CABINET_HOST_ROOT` — a copy of it there, deployed afresh at every start
 * (source maps left out, as they are never served). Each e2e suite serves a
 * copy of its own: a spec deploys a newer host build into it, which the
 * suites running beside it must not see. What is never served (source
 * maps, dotfiles) is left out, but for the renderer's code (`.server/`).
 */
async function deployedHost(): Promise<string> {
  const built = path.join(host.dir, 'dist');
  const target = process.env.CABINET_HOST_ROOT ? path.resolve(process.env.CABINET_HOST_ROOT) : built;
  if (target === built) return built;
  // It is emptied first: never a folder that holds the build (or the checkout).
  if (built.startsWith(`${target}${path.sep}`)) throw new Error(`CABINET_HOST_ROOT=${target} содержит host/dist: укажите отдельную папку`);
  await rm(target, { recursive: true, force: true });
  await cp(built, target, { recursive: true, filter: (source) => isDeployed(path.relative(built, source)) });
  return target;
}

/**
 * nginx serving the host's build and the store, with a config.json of this run's (its ports, its
 * collector) in its prefix, and the renderer beside it (unless `CABINET_RENDERER=off`), to which
 * nginx passes the page loads, as in production (`npm run start:renderer`).
 */
async function serveWithNginx(store: StoreLocation, telemetryUrl: string | null, hostRoot: string, apiTimeoutMs: number | undefined): Promise<Served> {
  const renderer = withRenderer()
    ? await createRenderer({ hostRoot, store, telemetryUrl, origin: `http://localhost:${host.port}`, ...(apiTimeoutMs === undefined ? {} : { apiTimeoutMs }) })
    : null;
  await renderer?.listen({ port: rendererPort, host: '127.0.0.1' });
  const nginx = await startNginx(async (prefix) => {
    const configFile = path.join(prefix, 'config.json');
    // nginx puts it into app.html as it stands (with the store's `remotes`): written escaped, with no `<` in it.
    await writeFile(configFile, escapeJsonForHtml(JSON.stringify(await servedConfig(hostRoot, store, telemetryUrl), null, 2)));
    return nginxSite(store, { listen: 'localhost', hostRoot, configFile, telemetryUrl, ...(renderer ? { renderer: `http://127.0.0.1:${rendererPort}` } : {}) });
  });
  console.log(`  nginx: ${nginx.configFile}${renderer ? `, рендерер :${rendererPort}` : ''}`);
  return { close: () => Promise.allSettled([nginx.stop(), renderer?.close()]), child: nginx.child };
}

/** The renderer answers the page loads; `CABINET_RENDERER=off` serves the static documents alone, as a deployment whose renderer is down does. */
const withRenderer = (): boolean => process.env.CABINET_RENDERER !== 'off';

/**
 * The static files: the Node server, or nginx with `--nginx`. A bucket store
 * serves the remotes and their teams' records itself: only the host here.
 */
async function serveStatic(store: StoreLocation | null, telemetryUrl: string | null, apiTimeoutMs: number | undefined): Promise<Served> {
  const hostRoot = await deployedHost();
  if (withNginx) {
    // nginx serves the release store's folders, as a static host would: it needs one.
    if (!store) throw new Error('--nginx отдаёт хранилище выпусков: запустите npm run start:nginx');
    return serveWithNginx(store, telemetryUrl, hostRoot, apiTimeoutMs);
  }
  const running = await serveApps(store?.kind === 'bucket' ? [host] : apps, {
    store,
    telemetryUrl,
    hostRoot,
    renderer: withRenderer(),
    ...(apiTimeoutMs === undefined ? {} : { rendererApiTimeoutMs: apiTimeoutMs }),
  });
  const controlPort = process.env.CABINET_CONTROL_PORT;
  const control = controlPort ? await serveControl(running, Number(controlPort), hostRoot) : null;
  return { close: () => Promise.allSettled([running.close(), control?.close()]) };
}

/**
 * The renderer's bound on the API when the backend names none: `CABINET_RENDERER_API_TIMEOUT_MS`, which the e2e
 * suites set (their API shares 2 cores with three suites at once, and a page they expect painted must not be
 * sent unpainted because one answer took 300 ms), or the renderer's own default.
 */
function rendererApiTimeoutMs(backend: Backend): number | undefined {
  const fromEnv = Number(process.env.CABINET_RENDERER_API_TIMEOUT_MS);
  return backend.apiTimeoutMs ?? (Number.isInteger(fromEnv) && fromEnv > 0 ? fromEnv : undefined);
}

async function serveUntilStopped(backend: Backend, { store = null }: { store?: StoreLocation | null } = {}): Promise<void> {
  const served = await serveStatic(store, backend.telemetryUrl ?? null, rendererApiTimeoutMs(backend));

  console.log(`
  Кабинет запущен: http://localhost:${host.port}
  ${backend.banner}
  Удалённые модули: ${store?.kind === 'bucket' ? store.label : remotes.map((remote) => `${remote.name} :${remote.port}`).join(', ')}
  Демо-вход:       demo@example.com / demo-password
  Письма (dev):    ${backend.url}/_dev/mail${backend.telemetryUrl ? `\n  Здоровье (dev):  ${backend.url}/_dev/health (и npm run health)` : ''}
  Остановить:      Ctrl-C
`);

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await Promise.allSettled([served.close(), backend.stop()]);
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
  const watched: [ChildProcess, string][] = [...backend.processes.map((child) => [child, backend.name] as [ChildProcess, string])];
  if (served.child) watched.push([served.child, 'nginx']);
  for (const [child, name] of watched) {
    child.once('exit', (code) => {
      if (!stopping) {
        console.error(`${name}: процесс неожиданно завершился (код ${code})`);
        void stop();
      }
    });
  }
}

export { buildUnlessSkipped, serveUntilStopped };
