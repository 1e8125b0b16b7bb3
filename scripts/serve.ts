/**
 * Serves the production builds: the host on 3000 and each remote on its own
 * port, by the rules of serving/static-rules.ts — the cache headers of
 * DESIGN.md §3 (manifests, remote entries, registries and HTML `no-cache`;
 * hashed assets `immutable`), the same public CORS on every remote file,
 * no source map or dotfile, a page's document whatever the client accepts.
 * Used by `npm start` and the e2e suite.
 *
 * With a release store (scripts/delivery/store.ts), as `npm start` has, it
 * serves it as a CDN would: a remote's port serves its store folder (every
 * release under `/<release-id>/`), and the host's `/remotes.json` is the
 * store's registry — so `npm run release -w remotes/<name>` goes live in the
 * running product without a restart.
 *
 * With `CABINET_CONTROL_PORT` set it also listens there for test-only
 * commands that really stop, start, break and heal a remote's server.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyCompress from '@fastify/compress';
import type { RemoteRegistry } from '@cabinet/runtime';
import { apps, withPortOffset, type App } from './apps.ts';
import { readFile } from 'node:fs/promises';
import { REGISTRY_FILE } from './delivery/store.ts';
import { clientErrorHandler, frameworkErrors } from '../server/src/lib/framework-errors.ts';
import { BASE_HEADERS } from './security-headers.ts';
import { documentPolicy, documentsHtml, remoteOrigins, servedConfig } from './serving/deployment.ts';
import {
  NO_CACHE,
  REMOTE_FILE_HEADERS,
  cacheControlFor,
  decodedPath,
  documentFor,
  isAssetPath,
  isRefusedPath,
} from './serving/static-rules.ts';

export interface ServeOptions {
  /** Hostname to bind; `localhost` answers on both 127.0.0.1 and ::1. */
  hostname?: string;
  /**
   * The release store (a folder or `s3://…`): a folder's remotes and registry
   * are served from it instead of the dist folders; a bucket serves its own,
   * and the host's config.json points the browser at it.
   */
  store?: string | null;
}

type Mode = 'up' | 'failing';

interface Served {
  app: App;
  server: FastifyInstance | null;
  mode: Mode;
}

/** `{message}` in Russian, the API's one error shape, for what a browser fetches from here. */
function errorBody(status: number): { message: string } {
  if (status === 404) return { message: 'Файл не найден' };
  if (status === 403) return { message: 'Доступ запрещён' };
  if (status === 400) return { message: 'Неверный адрес' };
  return { message: 'Ошибка сервера' };
}

/** What an app's port serves: a remote's store folder when there is a folder store, else its build. */
function servedRoot(app: App, store: string | null): string {
  if (app.kind === 'remote' && store) return path.join(store, app.name);
  return path.join(app.dir, 'dist');
}

/** The registry this server knows of: the folder store's, else the one built beside the host. */
async function readServedRegistry(registryFile: string): Promise<RemoteRegistry | null> {
  try {
    return JSON.parse(withPortOffset(await readFile(registryFile, 'utf8'))) as RemoteRegistry;
  } catch {
    return null;
  }
}

async function createStaticServer(served: Served, options: Required<ServeOptions>): Promise<FastifyInstance> {
  const { app } = served;
  const folderStore = options.store && !options.store.startsWith('s3://') ? options.store : null;
  const dist = servedRoot(app, folderStore);
  if (!existsSync(dist)) throw new Error(`${app.name}: ${dist} is missing, run npm run build first`);
  const server = Fastify({ logger: false, frameworkErrors, clientErrorHandler, return503OnClosing: false });
  await server.register(fastifyCompress, { global: true, threshold: 1024 });
  const registryFile = folderStore ? path.join(folderStore, REGISTRY_FILE) : path.join(dist, REGISTRY_FILE);
  const html = app.kind === 'host' ? await documentsHtml(dist) : '';

  server.addHook('onRequest', async (request, reply) => {
    reply.headers(BASE_HEADERS);
    if (served.mode === 'failing') {
      return reply.code(500).header('cache-control', 'no-store').send(errorBody(500));
    }
    if (app.kind === 'remote') reply.headers(REMOTE_FILE_HEADERS);
    const decoded = decodedPath(request.url);
    if (decoded === null) return reply.code(400).header('cache-control', NO_CACHE).send(errorBody(400));
    if (isRefusedPath(decoded)) {
      return reply.code(404).header('cache-control', NO_CACHE).send(errorBody(404));
    }
    return undefined;
  });

  if (app.kind === 'host') {
    server.addHook('onSend', async (_request, reply, payload) => {
      if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
        // Read per document: a release may move a remote, a redeploy the config.
        const config = await servedConfig(dist, options.store);
        const origins = remoteOrigins(options.store, await readServedRegistry(registryFile));
        reply.header('content-security-policy', documentPolicy(config, origins, html));
        reply.header('x-frame-options', 'DENY');
      }
      return payload;
    });
  }

  if (app.kind === 'host') {
    // The config as this deployment serves it; the registry the folder store's when there is one.
    server.get('/config.json', async (_request, reply) =>
      reply.header('cache-control', NO_CACHE).type('application/json').send(await servedConfig(dist, options.store)),
    );
    server.get(`/${REGISTRY_FILE}`, async (_request, reply) =>
      reply.header('cache-control', NO_CACHE).type('application/json').send(withPortOffset(await readFile(registryFile, 'utf8'))),
    );
  }

  await server.register(fastifyStatic, {
    root: dist,
    index: ['index.html'],
    cacheControl: false,
    // Refused by the hook above already; the plugin must not serve them either.
    dotfiles: 'ignore',
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', cacheControlFor(path.relative(dist, filePath)));
    },
  });

  server.setNotFoundHandler((request, reply) => {
    const decoded = decodedPath(request.url) ?? '/static/';
    // A page address gets its document whatever the client accepts (curl, link
    // checkers, previews); a missing file — told by its path — is a 404.
    if (app.kind === 'host' && (request.method === 'GET' || request.method === 'HEAD') && !isAssetPath(decoded)) {
      // `/` itself is the prerendered landing (index.html), served as a file.
      return reply.header('cache-control', NO_CACHE).type('text/html').sendFile(documentFor(decoded));
    }
    return reply.code(404).header('cache-control', NO_CACHE).send(errorBody(404));
  });

  server.setErrorHandler((error: { statusCode?: number }, _request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    return reply.code(status).header('cache-control', NO_CACHE).send(errorBody(status));
  });

  await server.listen({ port: app.port, host: options.hostname });
  return server;
}

export interface RunningApps {
  stop(name: string): Promise<void>;
  start(name: string): Promise<void>;
  setMode(name: string, mode: Mode): void;
  close(): Promise<void>;
}

export async function serveApps(selected: App[] = apps, opts: ServeOptions = {}): Promise<RunningApps> {
  const options: Required<ServeOptions> = {
    hostname: opts.hostname ?? 'localhost',
    store: opts.store ?? null,
  };
  const served = new Map<string, Served>(selected.map((app) => [app.name, { app, server: null, mode: 'up' }]));
  const find = (name: string): Served => {
    const entry = served.get(name);
    if (!entry) throw new Error(`Unknown app ${name}`);
    return entry;
  };
  const running: RunningApps = {
    async start(name) {
      const entry = find(name);
      entry.server ??= await createStaticServer(entry, options);
    },
    async stop(name) {
      const entry = find(name);
      await entry.server?.close();
      entry.server = null;
    },
    setMode(name, mode) {
      find(name).mode = mode;
    },
    async close() {
      await Promise.all([...served.keys()].map((name) => running.stop(name)));
    },
  };
  await Promise.all([...served.keys()].map((name) => running.start(name)));
  return running;
}

/** Test-only control API: POST /apps/<name>/{stop,start,fail,heal}. */
export async function serveControl(running: RunningApps, port: number): Promise<FastifyInstance> {
  const control = Fastify({ logger: false });
  control.post<{ Params: { name: string; action: string } }>('/apps/:name/:action', async (request, reply) => {
    const { name, action } = request.params;
    if (action === 'stop') await running.stop(name);
    else if (action === 'start') await running.start(name);
    else if (action === 'fail') running.setMode(name, 'failing');
    else if (action === 'heal') running.setMode(name, 'up');
    else return reply.code(400).send({ message: `Unknown action ${action}` });
    return { ok: true };
  });
  await control.listen({ port, host: '127.0.0.1' });
  return control;
}
