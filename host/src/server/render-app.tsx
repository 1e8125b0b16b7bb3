/**
 * The cabinet page as the renderer sends it (serving/src/renderer): the
 * host's whole tree — the layout with the user's name and the sections, the
 * dashboard, the error screens — rendered for one signed-in visitor from the
 * same config, registry and identity the page carries inline, so that the
 * browser's first render is the same tree and hydrates it (bootstrap.tsx).
 * A section's own page is the browser's until remotes render on the server
 * (client-only-section.ts). Built for Node by rspack.landing.config.ts into
 * the host's build (`.server/app-render.cjs`), beside the documents it fills.
 */
import { StrictMode, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { Writable } from 'node:stream';
import { StaticRouter } from 'react-router-dom';
import * as v from 'valibot';
import { RemoteRegistrySchema, RuntimeConfigSchema, UserResponseSchema, createQueryClient, setUser } from '@cabinet/runtime';
import { App } from '../app/app.tsx';
import { isClientOnlySection } from '../federation/client-only-section.ts';

interface RenderAppInput {
  /** The address as asked (path and query). */
  url: string;
  /** config.json as served. */
  config: unknown;
  /** The registry as put inline (`{ remotes: [...] }`). */
  registry: unknown;
  /** `GET /api/cabinet/user`'s body, as put inline. */
  identity: unknown;
  /** A render past this is cut: what is left is the browser's to render. */
  timeoutMs: number;
}

/** #root's markup; rejects when the input does not parse or the render fails before its first part. */
async function renderApp({ url, config, registry, identity, timeoutMs }: RenderAppInput): Promise<string> {
  const parsedConfig = v.parse(RuntimeConfigSchema, config);
  const { remotes } = v.parse(RemoteRegistrySchema, registry);
  const user = v.parse(UserResponseSchema, identity).data;
  const queryClient = createQueryClient();
  setUser(queryClient, user);
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={url}>{children}</StaticRouter>;

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
      queryClient.clear();
      resolve(Buffer.concat(chunks).toString('utf8'));
    });
    const stream = renderToPipeableStream(
      <StrictMode>
        <App config={parsedConfig} remotes={remotes} queryClient={queryClient} Router={Router} />
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
    );
    // Past the bound the unfinished parts go as their fallbacks, for the browser to render.
    const timer = setTimeout(() => stream.abort(new Error(`The render ran past ${timeoutMs} ms`)), timeoutMs);
  });
}

export { renderApp };
export type { RenderAppInput };
