/**
 * The renderer: a Node server that answers the app's page loads — every
 * address app.html serves and the guest-only pages — knowing who asks
 * (ask-identity.ts): a guest on a cabinet page is sent to sign in, a
 * signed-in visitor on a guest-only page or a short address is sent on, an
 * unknown page answers 404 (document-decision.ts), and the app document
 * carries the visitor's identity inline beside the config and the registry,
 * so that the page does not ask for it again. A rendered document is
 * `private, no-store`: it holds one person's data.
 *
 * It sits behind the static servers, which send it the documents and serve
 * their own when it does not answer (the Node server: static-server.ts):
 * whatever fails here costs a visitor nothing but the speed.
 */
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import * as v from 'valibot';
import { RuntimeConfigSchema, type RuntimeConfig, type RuntimeConfigInput } from '@cabinet/runtime/config';
import { REGISTRY_FILE } from '@cabinet/runtime/registry';
import { appDocumentSource } from '../app-document.ts';
import { changedFileText } from '../changed-file.ts';
import { documentPolicy, remoteOrigins, scriptHashesReader } from '../deployment.ts';
import { errorBody } from '../error-bodies.ts';
import { hostDocumentsReader } from '../host-documents.ts';
import { readRegistryFile } from '../registry-file.ts';
import { BASE_HEADERS, documentHeaders } from '../security-headers.ts';
import { NO_CACHE, PRIVATE_DOCUMENT, decodedPath, isAssetPath, isRefusedPath } from '../static-rules.ts';
import type { StoreLocation } from '../store-location.ts';
import { openStore } from '../store/open-store.ts';
import { appRenderOf, type AppRenderInput } from './app-render-bundle.ts';
import { askIdentity, visitorHeaders, type IdentityAnswer } from './ask-identity.ts';
import { decideDocument, ruleCovers } from './document-decision.ts';
import { openReleaseMirror } from './release-mirror.ts';
import { apiTransport } from './api-transport.ts';
import { withRenderedRoot } from './rendered-root.ts';
import { visitorTimeZone } from './visitor-time-zone.ts';

/** The include of app.html the renderer alone fills (early-start-head.html); the static servers leave it. */
const IDENTITY_INCLUDE = '/identity.json';

/** How long a page load waits for the API's answer on the identity; past it the browser asks. */
const DEFAULT_API_TIMEOUT_MS = 300;
/** A render past this is cut, and what is left of the page is the browser's to render. */
const DEFAULT_RENDER_TIMEOUT_MS = 500;

interface RendererOptions {
  /** The host's build as deployed (documents.json, config.json, app.html). */
  hostRoot: string;
  store: StoreLocation | null;
  telemetryUrl: string | null;
  /** The front end's public origin (`https://cabinet.example.com`): the `Origin` the API is asked with. */
  origin: string;
  apiTimeoutMs?: number;
  renderTimeoutMs?: number;
  /** Asked per request: true answers every request 500 (the e2e fault matrix). */
  failing?: () => boolean;
}

/** The identity as the head script takes it: `{"status":200,"body":…}` or `{"status":401}`; null leaves the page to ask. */
function identityInclude({ identity }: IdentityAnswer): string | null {
  if (identity.kind === 'user') return JSON.stringify({ status: 200, body: identity.body });
  if (identity.kind === 'guest') return JSON.stringify({ status: identity.status });
  return null;
}

/** A registry's text as read; null when there is none to read. */
function registryOf(registryText: string | null): { remotes: unknown[] } | null {
  try {
    const registry = JSON.parse(registryText ?? '') as { remotes?: unknown };
    return Array.isArray(registry.remotes) ? { remotes: registry.remotes } : null;
  } catch {
    return null;
  }
}

/** The sections of a registry, as the app's route table takes them; null when there is none to read. */
function sectionsOf(registry: { remotes: unknown[] } | null): string[] | null {
  return registry?.remotes.map((remote) => (remote as { name?: unknown }).name).filter((name): name is string => typeof name === 'string') ?? null;
}

async function createRenderer(options: RendererOptions): Promise<FastifyInstance> {
  const { hostRoot: root, origin } = options;
  // The host's documents as deployed now, and their inline scripts' hashes (a redeploy changes both).
  const documentsNow = hostDocumentsReader(root);
  const source = appDocumentSource(root, options.store, options.telemetryUrl);
  const scriptHashes = scriptHashesReader(root);
  const appRender = appRenderOf(root);
  const renderTimeoutMs = options.renderTimeoutMs ?? DEFAULT_RENDER_TIMEOUT_MS;
  const apiTimeoutMs = options.apiTimeoutMs ?? DEFAULT_API_TIMEOUT_MS;

  /**
   * A signed-in visitor's page painted by the host's own code; null leaves it
   * as the static servers send it (no server render in this host build, a
   * failure — logged without the visitor's data — or a document without the mark).
   */
  const rendered = async (html: string, input: Omit<AppRenderInput, 'apiTimeoutMs' | 'timeoutMs' | 'fetch'>, since: number): Promise<string | null> => {
    try {
      const render = await appRender(since);
      if (!render) return null;
      const page = await render.renderApp({ ...input, apiTimeoutMs, timeoutMs: renderTimeoutMs, fetch: apiTransport });
      return withRenderedRoot(html, page.html, page.state, page.styles);
    } catch (error) {
      console.error(`The renderer could not paint ${input.url.split('?')[0]}; the page is sent unpainted:`, error instanceof Error ? error.message : error);
      return null;
    }
  };

  // The sections' server code is read from the store's folder on this disk, or from the copies of a bucket's releases.
  const mirror = options.store?.kind === 'bucket' ? await openReleaseMirror(await openStore(options.store)) : null;
  const storeFolder = options.store?.kind === 'folder' ? options.store.folder : (mirror?.folder ?? null);
  let lastRegistry: string | null = null;
  /** The registry's text as last read, parsed once: the host's code keeps its route table per registry object. */
  let parsedRegistry: { text: string | null; registry: { remotes: unknown[] } | null } = { text: null, registry: null };
  const registryFrom = (text: string | null) => {
    if (text !== parsedRegistry.text) parsedRegistry = { text, registry: registryOf(text) };
    return parsedRegistry.registry;
  };
  /** A new registry's releases (a release, a rollback, a canary) have their server code loaded before their pages are asked for. */
  const prepareSections = async (registryText: string | null, registry: { remotes: unknown[] }) => {
    lastRegistry = registryText;
    if (storeFolder === null) return;
    try {
      // A release not copied (the bucket out of reach) is asked for again by a later page.
      if (mirror && !(await mirror.follow(registry))) lastRegistry = null;
      (await appRender())?.prepareSections?.(registry, storeFolder);
    } catch {
      // A host build that cannot be loaded is met, and logged, by the page.
    }
  };

  // The host's server code and the releases live now, loaded before the first page asks for them: a first
  // visitor after a start or a deploy does not wait for their compilation (a folder store or none loads
  // the host's code nowhere else before a page).
  void appRender()
    .catch(() => undefined)
    .then(() => source.readConfig())
    .then(async (served) => {
      const text = await source.included(`/${REGISTRY_FILE}`, served);
      const registry = registryOf(text);
      if (registry) await prepareSections(text, registry);
    })
    .catch(() => undefined);

  const server = Fastify({ logger: false, return503OnClosing: false });
  server.addHook('onClose', async () => mirror?.close());
  const refuse = (reply: FastifyReply, status: number) => reply.code(status).header('cache-control', NO_CACHE).send(errorBody(status));

  server.addHook('onRequest', async (request, reply) => {
    reply.headers(BASE_HEADERS);
    if (options.failing?.()) return reply.code(500).header('cache-control', 'no-store').send(errorBody(500));
    const decoded = decodedPath(request.url);
    if (decoded === null) return refuse(reply, 400);
    if (isRefusedPath(decoded)) return refuse(reply, 404);
    return undefined;
  });

  /** The config as the runtime reads it, checked once per config as read (the same object while unchanged). */
  const parsedConfigs = new WeakMap<RuntimeConfigInput, RuntimeConfig>();
  const parsedConfig = (served: RuntimeConfigInput) => {
    let config = parsedConfigs.get(served);
    if (!config) parsedConfigs.set(served, (config = v.parse(RuntimeConfigSchema, served)));
    return config;
  };
  /** The config a page was answered from, and when it was asked for, for its headers: read once a page. */
  const answeredFrom = new WeakMap<FastifyReply, { served: RuntimeConfigInput; since: number }>();
  /** A config that lists the remotes names every origin of the policy: its headers are made once per config and documents. */
  let kept: { served: RuntimeConfigInput; hashes: readonly string[]; headers: Record<string, string> } | null = null;
  const headersFor = async (served: RuntimeConfigInput, since?: number) => {
    const hashes = await scriptHashes(await documentsNow(since), since);
    if (served.remotes && kept?.served === served && kept.hashes === hashes) return kept.headers;
    const origins = remoteOrigins(served, served.remotes ? null : await readRegistryFile(source.registryFile));
    const headers = documentHeaders(documentPolicy(served, origins, hashes));
    if (served.remotes) kept = { served, hashes, headers };
    return headers;
  };

  // Every document it answers carries the policy, as the static servers' do: behind nginx its
  // headers are the only ones. Read per document: a release may move a remote, a redeploy the config and the scripts.
  server.addHook('onSend', async (_request, reply, payload) => {
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
      const answered = answeredFrom.get(reply);
      const headers = await headersFor(answered?.served ?? (await source.readConfig()), answered?.since);
      const cacheControl = reply.getHeader('cache-control');
      reply.headers(headers);
      if (cacheControl !== undefined) reply.header('cache-control', cacheControl);
    }
    return payload;
  });

  // For a load balancer or nginx: the process answers (it holds no state to be unwell in).
  server.get('/_renderer/health', async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));

  const page = async (pathname: string, search: string, cookieHeader: string | undefined, reply: FastifyReply) => {
    // When the page was asked for: the files' checks made since answer it too (changed-file.ts).
    const since = performance.now();
    const documents = await documentsNow(since);
    const guestOnly = documents.guestOnly ?? [];
    const cabinet = documents.table.cabinet;
    const file = documents.documentFor(pathname);
    const isGuestOnly = guestOnly.some((pattern) => pattern.test(pathname));
    // The landing and the link checks look the same to everyone: served as they are.
    if (file !== documents.table.app && !isGuestOnly) {
      return reply.header('cache-control', NO_CACHE).type('text/html; charset=utf-8').send(await changedFileText(path.join(root, file), since));
    }
    const served: RuntimeConfigInput = await source.readConfig();
    answeredFrom.set(reply, { served, since });
    const config = parsedConfig(served);
    const answer = cabinet
      ? await askIdentity({ apiBaseUrl: config.apiBaseUrl, authMode: config.authMode, cookieHeader, origin, timeoutMs: apiTimeoutMs })
      : ({ identity: { kind: 'unknown' }, setCookies: [] } satisfies IdentityAnswer);
    const registryText = file === documents.table.app ? await source.included(`/${REGISTRY_FILE}`, served, since).catch(() => null) : null;
    const registry = registryFrom(registryText);
    if (registry && registryText !== lastRegistry) void prepareSections(registryText, registry);
    const decision = cabinet
      ? decideDocument({
          pathname,
          search,
          identity: answer.identity.kind,
          sections: sectionsOf(registry),
          guestOnly,
          cabinet,
          redirects: config.redirects,
          ruled: ruleCovers(config.routeRules, pathname),
          origin,
        })
      : ({ kind: 'document', status: 200 } as const);
    reply.header('cache-control', PRIVATE_DOCUMENT);
    if (answer.setCookies.length > 0) reply.header('set-cookie', answer.setCookies);
    if (decision.kind === 'redirect') return reply.code(302).header('location', decision.location).send();
    if (file !== documents.table.app) {
      return reply.type('text/html; charset=utf-8').send(await changedFileText(path.join(root, file), since));
    }
    const identity = identityInclude(answer);
    const body = await source.render(
      file,
      served,
      (uri) => {
        if (uri === IDENTITY_INCLUDE) return identity;
        return uri === `/${REGISTRY_FILE}` ? registryText : null;
      },
      since,
    );
    // Painted for a signed-in visitor on the app's own pages; what a route rule covers is the browser's to redirect.
    const headers = visitorHeaders({ authMode: config.authMode, cookieHeader, origin });
    const paint =
      answer.identity.kind === 'user' && headers && registry !== null && !ruleCovers(config.routeRules, pathname)
        ? await rendered(
            body,
            {
              url: `${pathname}${search}`,
              config: served,
              registry,
              identity: answer.identity.body,
              visitor: { headers, timeZone: visitorTimeZone(cookieHeader) },
              storeFolder,
            },
            since,
          )
        : null;
    return reply.code(decision.status).type('text/html; charset=utf-8').send(paint ?? body);
  };

  server.route({
    method: ['GET', 'HEAD'],
    url: '*',
    handler: async (request, reply) => {
      // Split, not parsed as a URL: `//host/x` is a path here, never an address.
      const query = request.url.indexOf('?');
      const pathname = query < 0 ? request.url : request.url.slice(0, query);
      // Files are the static servers' to serve: a missing one is a 404 here too.
      if (isAssetPath(decodedPath(request.url) ?? '/static/')) return refuse(reply, 404);
      return page(pathname, query < 0 ? '' : request.url.slice(query), request.headers.cookie, reply);
    },
  });

  server.setErrorHandler((error: { statusCode?: number }, _request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    return refuse(reply, status);
  });
  return server;
}

export { IDENTITY_INCLUDE, createRenderer, identityInclude };
export type { RendererOptions };
