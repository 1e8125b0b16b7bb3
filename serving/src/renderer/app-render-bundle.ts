/**
 * The host build's own server render (host/src/server/render-app.tsx),
 * which the host's build writes beside its documents as
 * `.server/app-render.cjs` (a dotfile folder: neither static server
 * publishes it). Loaded on first use and again when a redeploy replaces the
 * file, so the renderer paints what the deployed host's code paints, with no
 * restart; a host built before it has none, and its pages are sent as the
 * static servers send them.
 */
import { statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

interface AppRenderInput {
  url: string;
  config: unknown;
  registry: unknown;
  identity: unknown;
  visitor: { headers: Readonly<Record<string, string>>; timeZone: string | null };
  /** The release store's folder on this machine (the sections' server code); null paints no section. */
  storeFolder: string | null;
  apiTimeoutMs: number;
  timeoutMs: number;
  /** What the page's data is asked with (api-transport.ts); a host build before it asks with `fetch`. */
  fetch: typeof fetch;
}

interface AppRendered {
  /** #root's markup for one signed-in visitor. */
  html: string;
  /** The data it was rendered with, for the browser's cache. */
  state: unknown;
  /** Stylesheets of the painted section (a host build before them sends none). */
  styles?: string[];
}

interface AppRender {
  renderApp(input: AppRenderInput): Promise<AppRendered>;
  /** Loads the sections' server code of a registry's releases ahead of the pages (a host build before it has none). */
  prepareSections?(registry: unknown, storeFolder: string): void;
}

/** The folder of the host's build that holds its server code: deployed with the build, never served. */
const SERVER_CODE_DIR = '.server';
const BUNDLE = path.join(SERVER_CODE_DIR, 'app-render.cjs');
const requireBundle = createRequire(import.meta.url);

/**
 * The current bundle of the host build at `root`; null when the build has none. `since`: when the page's request
 * came in (`performance.now()`): a check made after it answers it too (changed-file.ts).
 */
function appRenderOf(root: string): (since?: number) => Promise<AppRender | null> {
  const file = path.join(root, BUNDLE);
  let loaded: { version: string; render: AppRender } | null = null;
  let checked: { at: number; render: AppRender | null } | null = null;
  return async (since) => {
    if (checked && since !== undefined && checked.at > since) return checked.render;
    const at = performance.now();
    // Synchronous: asked at every page, a few microseconds (changed-file.ts).
    const found = statSync(file, { throwIfNoEntry: false });
    if (!found) {
      checked = { at, render: null };
      return null;
    }
    const version = `${found.mtimeMs}:${found.size}`;
    if (loaded?.version !== version) {
      // A redeployed file under the same name: Node's module cache would keep the old code.
      delete requireBundle.cache[file];
      const render = requireBundle(file) as AppRender;
      if (typeof render.renderApp !== 'function') throw new Error(`${file} exports no renderApp`);
      loaded = { version, render };
    }
    checked = { at, render: loaded.render };
    return loaded.render;
  };
}

export { SERVER_CODE_DIR, appRenderOf };
export type { AppRender, AppRenderInput, AppRendered };
