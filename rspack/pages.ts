/**
 * Pages outside Module Federation (the host's landing and guest documents)
 * and the node bundle that prerenders a page's HTML at build time.
 */
import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { defineConstants, devtool, htmlPage, moduleRules, resolve } from './common.ts';

interface PageOptions {
  /** Name of the entry and of its files (`static/js/<name>.[hash].js`). */
  name: string;
  /** The app's directory, whose `dist/` receives the page. */
  dir: string;
  entry: string;
  /** The HTML file written (e.g. `index.html`). */
  filename: string;
  title: string;
  /** Extra head markup (the host's no-flash colour-mode script). */
  headHtml?: string;
}

/**
 * A page outside Module Federation: one small self-contained bundle (no MF
 * runtime, no share scope, one JS file). The host's landing page is one, so
 * that `/` pays only for what it shows. It writes into the app's `dist/`
 * beside the federated build, and so never cleans it.
 */
function createPageConfig(page: PageOptions) {
  return (_env: unknown, argv: { mode?: string }): Configuration => {
    const production = argv.mode !== 'development';
    return {
      name: page.name,
      context: page.dir,
      mode: production ? 'production' : 'development',
      devtool: devtool(production),
      entry: { [page.name]: page.entry },
      output: {
        path: path.join(page.dir, 'dist'),
        publicPath: '/',
        filename: 'static/js/[name].[contenthash:8].js',
        cssFilename: 'static/css/[name].[contenthash:8].css',
        clean: false,
      },
      resolve,
      module: { rules: moduleRules(production) },
      plugins: [htmlPage({ title: page.title, headHtml: page.headHtml, filename: page.filename }), defineConstants(production)],
      optimization: { minimize: production, splitChunks: false },
      performance: false,
      stats: 'errors-warnings',
    } satisfies Configuration;
  };
}

interface PrerenderOptions {
  name: string;
  dir: string;
  /** A module exporting what host/build/prerender.ts (or the renderer) calls. */
  entry: string;
  /** Build-time constants its modules read (the host's `__CABINET_HOST_PROVIDES__`). */
  constants?: Record<string, string>;
}

/**
 * A node bundle of a page's components, run after the build to write their
 * HTML into the page (host/build/prerender.ts). Bundled, it starts in
 * milliseconds, where importing the sources would take seconds.
 */
function createPrerenderConfig(page: PrerenderOptions) {
  return (): Configuration => ({
    name: `${page.name}-prerender`,
    context: page.dir,
    mode: 'production',
    target: 'node',
    devtool: false,
    entry: { [page.name]: page.entry },
    output: {
      // A folder each: every bundle cleans its own, beside the others built at the same time.
      path: path.join(page.dir, '.prerender', page.name),
      filename: '[name].cjs',
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve,
    module: { rules: moduleRules(true) },
    // One file: the lazy pages' imports are inlined, so the bundle is copied and required as one.
    plugins: [defineConstants(true, page.constants), new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    optimization: { minimize: false, splitChunks: false },
    performance: false,
    stats: 'errors-warnings',
  });
}

export { createPageConfig, createPrerenderConfig };
