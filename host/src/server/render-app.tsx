/**
 * The cabinet page as the renderer sends it (serving/src/renderer): the
 * host's whole tree — the layout with the user's name and the sections, the
 * dashboard with its data, the error screens — rendered for one signed-in
 * visitor from the same config, registry and identity the page carries
 * inline, and the data it fetched for it (route-queries.ts) with the
 * visitor's credentials, so that the browser's first render is the same tree
 * and hydrates it (bootstrap.tsx). A section's own page is the browser's
 * until remotes render on the server (client-only-section.ts). Built for Node
 * by rspack.landing.config.ts into the host's build (`.server/app-render.cjs`).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import { StrictMode, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import * as v from 'valibot';
import { RemoteRegistrySchema, RuntimeConfigSchema, UserResponseSchema, configureApi, createQueryClient, setUser, type RuntimeConfig } from '@cabinet/runtime';
import { setTimeZoneSource } from '@cabinet/kit/format';
import { App } from '../app/app.tsx';
import { applyServerState, type ServerState } from '../boot/server-state.ts';
import { isClientOnlySection } from '../federation/client-only-section.ts';
import { routeQueries } from './route-queries.ts';

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
  /** The page's data is waited for this long; what is not in by then the browser fetches. */
  apiTimeoutMs: number;
  /** A render past this is cut: what is left is the browser's to render. */
  timeoutMs: number;
}

interface RenderedApp {
  /** #root's markup. */
  html: string;
  /** The data it was rendered with, for the browser's cache (boot/server-state.ts). */
  state: ServerState;
}

// The visitor of the render under way: the API client's headers and the dates' time zone are
// read from it, through every await and every part React renders later, request by request.
const visitors = new AsyncLocalStorage<Visitor>();
setTimeZoneSource(() => visitors.getStore()?.timeZone ?? undefined);

function within(ms: number, work: Promise<unknown>): Promise<unknown> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([work, new Promise((resolve) => (timer = setTimeout(resolve, ms)))]).finally(() => clearTimeout(timer));
}

/** The page's data, fetched as the visitor: what arrived in `apiTimeoutMs` and succeeded. */
async function fetchState(config: RuntimeConfig, pathname: string, input: RenderAppInput, remotes: Parameters<typeof routeQueries>[1]): Promise<ServerState> {
  // One attempt, bounded like the wait: a page does not wait for a retry.
  configureApi({ ...config, retry: 0 }, { timeout: input.apiTimeoutMs, requestHeaders: () => visitors.getStore()?.headers });
  const queries = routeQueries(pathname, remotes, { dates: input.visitor.timeZone !== null });
  if (queries.length === 0) return { queries: [] };
  const fetching = createQueryClient();
  await visitors.run(input.visitor, () => within(input.apiTimeoutMs, Promise.all(queries.map((query) => fetching.prefetchQuery(query)))));
  const state: ServerState = {
    queries: fetching
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.status === 'success')
      .map((query) => ({ key: query.queryKey, data: query.state.data, updatedAt: query.state.dataUpdatedAt })),
  };
  fetching.clear();
  return state;
}

/** Rejects when the input does not parse or the render fails before its first part. */
async function renderApp(input: RenderAppInput): Promise<RenderedApp> {
  const config = v.parse(RuntimeConfigSchema, input.config);
  const { remotes } = v.parse(RemoteRegistrySchema, input.registry);
  const user = v.parse(UserResponseSchema, input.identity).data;
  const state = await fetchState(config, input.url.split('?')[0] ?? '/', input, remotes);
  // A cache of what arrived, as the browser's will be when it hydrates: a late answer changes nothing here.
  const queryClient = createQueryClient();
  setUser(queryClient, user);
  applyServerState(queryClient, state);
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={input.url}>{children}</StaticRouter>;

  const html = await new Promise<string>((resolve, reject) => {
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
    const stream = visitors.run(input.visitor, () =>
      renderToPipeableStream(
        <StrictMode>
          <App config={config} remotes={remotes} queryClient={queryClient} Router={Router} />
        </StrictMode>,
        {
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
            if (isClientOnlySection(error)) return (error as { digest: string }).digest;
            console.error('A part of the page failed to render on the server; the browser renders it', error);
            return undefined;
          },
        },
      ),
    );
    // Past the bound the unfinished parts go as their fallbacks, for the browser to render.
    const timer = setTimeout(() => stream.abort(new Error(`The render ran past ${input.timeoutMs} ms`)), input.timeoutMs);
  });
  queryClient.clear();
  return { html, state };
}

export { renderApp };
export type { RenderAppInput, RenderedApp, Visitor };
