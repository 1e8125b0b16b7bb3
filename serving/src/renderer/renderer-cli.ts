/**
 * `npm run start:renderer`: the renderer on its own, for production, behind
 * nginx (`npm run nginx:config -- --renderer http://127.0.0.1:3010`):
 *
 *   --root <dir>       the host's build as deployed (default host/dist): its
 *                      documents.json, config.json and app.html are read there,
 *                      per page load, so a redeploy needs no restart
 *   --store <where>    the release store (a folder, or s3://bucket/prefix), as
 *                      for nginx:config: the registry is composed from the teams'
 *                      records, as the browser composes it
 *   --origin <url>     the front end's public origin (https://cabinet.example.ru):
 *                      the Origin and Referer the API is asked with (Sanctum's
 *                      SANCTUM_STATEFUL_DOMAINS must name it)
 *   --port <n>         default apps.json's renderer port, 3010
 *   --listen <addr>    default 127.0.0.1 (nginx on the same machine); * for every address
 *   --api-timeout <ms> how long a page load waits for the API's identity (default 300)
 *   --render-timeout <ms> a page's render past this is cut, and the browser renders
 *                      what is left (default 500)
 *   --workers <n>      processes on the one port (Node's cluster); default
 *                      `auto`, one per core this process may use: a render
 *                      takes one core. `--workers 1` where it shares a small
 *                      machine with the API
 *
 * The script runs Node with `--max-semi-space-size=64` (its workers inherit
 * it): a page's short-lived allocations are collected less often (README,
 * «Deploying»).
 *
 * It keeps no state: one per core (`--workers`), or as many as the page
 * loads need behind nginx's upstream; `GET /_renderer/health` answers
 * `{"status":"ok"}`. A worker that dies is started again.
 * Cookies and tokens are never logged.
 */
import cluster from 'node:cluster';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { host, rendererPort } from '../apps.ts';
import { storeLocation } from '../store-location.ts';
import { createRenderer } from './renderer-server.ts';
import { workerCount } from './worker-count.ts';

const { values } = parseArgs({
  options: {
    root: { type: 'string' },
    store: { type: 'string' },
    origin: { type: 'string' },
    port: { type: 'string' },
    listen: { type: 'string', default: '127.0.0.1' },
    'api-timeout': { type: 'string', default: '300' },
    'render-timeout': { type: 'string', default: '500' },
    workers: { type: 'string', default: 'auto' },
  },
});

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const port = values.port === undefined ? rendererPort : Number(values.port);
if (!(Number.isInteger(port) && port > 0 && port < 65536)) fail('--port: номер порта, от 1 до 65535');
const apiTimeoutMs = Number(values['api-timeout']);
if (!(Number.isInteger(apiTimeoutMs) && apiTimeoutMs > 0 && apiTimeoutMs <= 10_000)) fail('--api-timeout: миллисекунды, от 1 до 10000');
const renderTimeoutMs = Number(values['render-timeout']);
if (!(Number.isInteger(renderTimeoutMs) && renderTimeoutMs > 0 && renderTimeoutMs <= 10_000)) fail('--render-timeout: миллисекунды, от 1 до 10000');
const origin = values.origin ?? `http://localhost:${host.port}`;
if (!/^https?:\/\/[^/\s]+$/.test(origin)) fail('--origin: публичный адрес кабинета без пути, например https://cabinet.example.ru');
const listen = values.listen === '*' ? '0.0.0.0' : values.listen;
const workers = workerCount(values.workers) ?? fail('--workers: число процессов, от 1 до 64, или auto (по одному на ядро)');

async function serve(): Promise<void> {
  const renderer = await createRenderer({
    hostRoot: values.root ? path.resolve(values.root) : path.join(host.dir, 'dist'),
    store: storeLocation(values.store),
    telemetryUrl: null,
    origin,
    apiTimeoutMs,
    renderTimeoutMs,
  });
  await renderer.listen({ port, host: listen });
  if (cluster.isPrimary) console.log(`Рендерер: http://${listen}:${port} (страницы для ${origin}; проверка: /_renderer/health)`);
  const stop = () => void renderer.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (workers > 1 && cluster.isPrimary) {
  // The workers share the port (the primary hands out the connections) and run this same file.
  for (let index = 0; index < workers; index += 1) cluster.fork();
  let stopping = false;
  cluster.on('exit', (worker, code) => {
    if (stopping) return;
    console.error(`Рендерер: процесс ${worker.process.pid} завершился (${code}), через секунду будет запущен новый`);
    setTimeout(() => cluster.fork(), 1000);
  });
  const stopAll = () => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    process.exitCode = 0;
  };
  process.on('SIGINT', stopAll);
  process.on('SIGTERM', stopAll);
  console.log(`Рендерер: процессов ${workers}, http://${listen}:${port} (страницы для ${origin}; проверка: /_renderer/health)`);
} else {
  await serve();
}
