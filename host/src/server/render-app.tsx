/**
 * The cabinet page as the renderer sends it (serving/src/renderer): the
 * host's whole tree — the layout with the user's name and the sections, the
 * dashboard with its data, the error screens — rendered for one signed-in
 * visitor from the same config, registry and identity the page carries
 * inline, and the data it fetched for it (route-queries.ts) with the
 * visitor's credentials, so that the browser's first render is the same tree
 * and hydrates it (bootstrap.tsx). The section's own page is painted with its
 * remote's server code from the release store on this machine
 * (painted-section.ts), or else left to the browser (client-only-section.ts). Built for Node
 * by rspack.landing.config.ts into the host's build (`.server/app-render.cjs`).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import { StrictMode, type ReactNode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import * as v from 'valibot';
import { RemoteRegistrySchema, RuntimeConfigSchema, UserResponseSchema, configureApi, createQueryClient, DEFAULT_TIME_ZONE, setTimeZoneSource, setUser, type RemoteEntry, type RuntimeConfig } from '@cabinet/runtime';
import { App } from '../app/app.tsx';
import { applyServerState, type ServerState } from '../boot/server-state.ts';
import { CLIENT_ONLY_DIGEST, isClientOnlySection } from '../federation/client-only-section.ts';
import { ServerSectionContext } from '../federation/server-section.ts';
import { isSectionPath, paintedSectionCode, prepareSections as prepareRemotes, sectionQueries, type PaintedSectionCode } from './painted-section.ts';
import { hostWritesDates, routeQueries } from './route-queries.ts';

interface Visitor {
  /** What the API is asked with for this visitor: their cookies or token, the front end's Origin and Referer. */
  headers: Readonly<Record<string, string>>;
  /** Their time zone (the host's cookie), or null when not known yet. */
  timeZone: string | null;
}

interface RenderAppInput {
  /** The address as asked (path and query). */
  url: string;
  /** config.json as served. */
  config: unknown;
  /** The registry as put inline (`{ remotes: [...] }`). */
  registry: unknown;
  /** `GET /api/cabinet/user`'s body, as put inline. */
  identity: unknown;
  visitor: Visitor;
  /** The release store's folder on this machine, where the sections' server code is read; null paints no section. */
  storeFolder: string | null;
  /** The page's data is waited for this long; what is not in by then the browser fetches. */
  apiTimeoutMs: number;
  /** A render past this is cut: what is left is the browser's to render. */
  timeoutMs: number;
  /** What the page's data is asked with: the renderer's own client (the global `fetch` when it gives none). */
  fetch?: typeof fetch;
}

interface RenderedApp {
  /** #root's markup. */
  html: string;
  /** The data it was rendered with, for the browser's cache (boot/server-state.ts). */
  state: ServerState;
  /** Stylesheets the painted section needs, for the document's head. */
  styles: string[];
}

// The visitor of the render under way: the API client's headers and the dates' time zone are
// read from it, through every await and every part React renders later, request by request.
const visitors = new AsyncLocalStorage<Visitor>();
setTimeZoneSource(() => visitors.getStore()?.timeZone ?? undefined);

/**
 * The sections of a registry as the renderer passes it, parsed once per registry object: every page of one
 * registry renders the same list, so the same route table (app-routes.tsx) and its kept matches.
 */
const parsedRegistries = new WeakMap<object, RemoteEntry[]>();
function remotesOf(registry: unknown): RemoteEntry[] {
  return parsedOnce(parsedRegistries, registry, () => v.parse(RemoteRegistrySchema, registry).remotes);
}

/** The config as the renderer passes it, checked once per config object (the same while config.json is unchanged). */
const parsedConfigs = new WeakMap<object, RuntimeConfig>();
function configOf(config: unknown): RuntimeConfig {
  return parsedOnce(parsedConfigs, config, () => v.parse(RuntimeConfigSchema, config));
}

function parsedOnce<T>(kept: WeakMap<object, T>, input: unknown, parse: () => T): T {
  const key = typeof input === 'object' && input !== null ? input : null;
  const hit = key && kept.get(key);
  if (hit) return hit;
  const parsed = parse();
  if (key) kept.set(key, parsed);
  return parsed;
}

function within(ms: number, work: Promise<unknown>): Promise<unknown> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([work, new Promise((resolve) => (timer = setTimeout(resolve, ms)))]).finally(() => clearTimeout(timer));
}

/** The page's data, fetched as the visitor: what arrived in `apiTimeoutMs` and succeeded. */
async function fetchState(config: RuntimeConfig, input: RenderAppInput, visitor: Visitor, remotes: Parameters<typeof routeQueries>[1], section: PaintedSectionCode | null): Promise<ServerState> {
  // One attempt, bounded like the wait: a page does not wait for a retry.
  configureApi({ ...config, retry: 0 }, { timeout: input.apiTimeoutMs, requestHeaders: () => visitors.getStore()?.headers, ...(input.fetch ? { fetch: input.fetch } : {}) });
  const pathname = input.url.split('?')[0] ?? '/';
  const queries = [...routeQueries(pathname, remotes, { dates: visitor.timeZone !== null }), ...(section ? sectionQueries(section, input.url) : [])];
  const painted = section && { name: section.name, release: section.release };
  if (queries.length === 0) return { queries: [], section: painted, timeZone: visitor.timeZone };
  const fetching = createQueryClient();
  await visitors.run(visitor, () => within(input.apiTimeoutMs, Promise.all(queries.map((query) => fetching.prefetchQuery(query)))));
  const state: ServerState = {
    queries: fetching
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.status === 'success')
      .map((query) => ({ key: query.queryKey, data: query.state.data, updatedAt: query.state.dataUpdatedAt })),
    section: painted,
    timeZone: visitor.timeZone,
  };
  fetching.clear();
  return state;
}

/**
 * The section's server code, when this page paints it: with a store on this machine. A release without server
 * code, or slower to load than the API's bound (it is still loaded, for the next page), is left to the browser.
 */
async function sectionCode(input: RenderAppInput, remotes: Parameters<typeof routeQueries>[1], userId: number): Promise<PaintedSectionCode | null> {
  if (input.storeFolder === null) return null;
  const loading = paintedSectionCode(input.url.split('?')[0] ?? '/', remotes, userId, input.storeFolder);
  const loaded = await within(input.apiTimeoutMs, loading).catch(() => null);
  return (loaded as PaintedSectionCode | null | undefined) ?? null;
}

/** Rejects when the input does not parse or the render fails before its first part. */
async function renderApp(input: RenderAppInput): Promise<RenderedApp> {
  const config = configOf(input.config);
  const remotes = remotesOf(input.registry);
  const user = v.parse(UserResponseSchema, input.identity).data;
  const section = await sectionCode(input, remotes, user.id);
  // A page with dates (a section, the dashboard) is written in the product's zone while the visitor's is not
  // known; the browser renders it anew if its own differs (bootstrap.tsx).
  const dated = section !== null || hostWritesDates(input.url.split('?')[0] ?? '/');
  const visitor = dated && input.visitor.timeZone === null ? { ...input.visitor, timeZone: DEFAULT_TIME_ZONE } : input.visitor;
  const state = await fetchState(config, input, visitor, remotes, section);
  // A cache of what arrived, as the browser's will be when it hydrates: a late answer changes nothing here.
  const queryClient = createQueryClient();
  setUser(queryClient, user);
  applyServerState(queryClient, state);
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={input.url}>{children}</StaticRouter>;

  const tree = (
    <StrictMode>
      <ServerSectionContext value={section && { name: section.name, module: section.module }}>
        <App config={config} remotes={remotes} queryClient={queryClient} Router={Router} />
      </ServerSectionContext>
    </StrictMode>
  );
  // A section's page without its server code is left to the browser by design: no pass that could paint it all.
  const leftToBrowser = section === null && isSectionPath(input.url.split('?')[0] ?? '/', remotes);
  const html = (leftToBrowser ? null : visitors.run(visitor, () => renderedAtOnce(tree))) ?? (await renderedInParts(tree, visitor, input.timeoutMs));
  queryClient.clear();
  return { html, state, styles: section?.styles ?? [] };
}

/**
 * The tree rendered in one synchronous pass, as strings: almost every page, whose data and code are in before the
 * render starts. Null when any part of it did not render (a failure, or code still loading on the first page
 * after a start): that page is rendered again by renderedInParts, which waits for it, bounds it and says why.
 */
function renderedAtOnce(tree: ReactNode): string | null {
  try {
    const html = renderToString(tree);
    // A boundary left to the browser; text cannot hold it (React escapes `<`).
    return html.includes('<!--$!-->') ? null : html;
  } catch {
    return null;
  }
}

function renderedInParts(tree: ReactNode, visitor: Visitor, timeoutMs: number): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    });
    sink.on('finish', () => {
      clearTimeout(timer);
      resolve(Buffer.concat(chunks).toString('utf8'));
    });
    const stream = visitors.run(visitor, () =>
      renderToPipeableStream(tree, {
        // Everything, then one answer: the data is in before the render starts, so nothing waits long.
        onAllReady: () => stream.pipe(sink),
        // Every boundary inline, never outlined and revealed by React's inline scripts: the CSP allows
        // none, and a page without JavaScript shows what was rendered.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onShellError: (error) => {
          clearTimeout(timer);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
        onError: (error) => {
          if (!isClientOnlySection(error)) console.error('A part of the page failed to render on the server; the browser renders it', error);
          // Whatever the server did not finish (a failure, the render's bound) is the browser's to render:
          // not a difference between the two, which the start-up would report.
          return CLIENT_ONLY_DIGEST;
        },
      }),
    );
    // Past the bound the unfinished parts go as their fallbacks, for the browser to render.
    const timer = setTimeout(() => stream.abort(new Error(`The render ran past ${timeoutMs} ms`)), timeoutMs);
  });
}

/** The sections' server code of every release `registry` names, loaded ahead of the pages (the renderer calls it when the registry changes). */
function prepareSections(registry: unknown, storeFolder: string): void {
  const parsed = v.safeParse(RemoteRegistrySchema, registry);
  if (parsed.success) prepareRemotes(parsed.output.remotes, storeFolder);
}

export { prepareSections, renderApp };
export type { RenderAppInput, RenderedApp, Visitor };
