/**
 * The one rspack configuration every app builds with. An app's own
 * `rspack.config.ts` only names itself and what it exposes; its port and
 * title come from `apps.json`, the one list of apps. The parts:
 * rspack/federation.ts (Module Federation), rspack/common.ts (loaders, the
 * HTML template), rspack/pages.ts (the host's pages outside federation).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack, type Configuration } from '@rspack/core';
import manifest from './apps.json' with { type: 'json' };
import { hostHead, defineConstants, devtool, earlyStartHead, htmlPage, moduleRules, readPackage, resolve } from './rspack/common.ts';
import { portOffsetMiddleware } from './rspack/dev-port-offset.ts';
import { CompileHintsPlugin } from './rspack/compile-hints.ts';
import { StartupPreloadPlugin } from './rspack/startup-preload.ts';
import { federation } from './rspack/federation.ts';
import { federationRuntimeAliases, federationRuntimeAsEsm } from './rspack/federation-runtime-esm.ts';
import { hostProvisions } from './rspack/provisions.ts';
import { serverBuild } from './rspack/server-build.ts';

interface AppOptions {
  /**
   * Federation name; also the remote's key in the host's registry and in
   * apps.json. A remote's is its package's (`@cabinet/<name>`) by default.
   */
  name?: string;
  /** Directory of the app (pass `import.meta.dirname`). */
  dir: string;
  kind: 'host' | 'remote';
  /** Exposed modules of a remote: `{ './module': './src/module.tsx' }`. */
  exposes?: Record<string, string>;
  /** Port and title of a remote apps.json does not list (the generated ones of `npm run bench:scale`). */
  settings?: { port: number; title: string };
}

const PRODUCT_TITLE = 'Кабинет';
/** `CABINET_PORT_OFFSET=800` moves every port of apps.json, so that a second copy runs beside one on the defaults. */
const portOffset = Number(process.env.CABINET_PORT_OFFSET ?? 0);

/** The dev server's port and the HTML title of an app, from apps.json. */
function appSettings(app: AppOptions, name: string): { port: number; title: string } {
  if (app.settings) return app.settings;
  if (app.kind === 'host') return { port: manifest.host.port + portOffset, title: PRODUCT_TITLE };
  const remote = manifest.remotes.find((candidate) => candidate.name === name);
  if (!remote) throw new Error(`Remote ${name} is missing from apps.json`);
  return { port: remote.port + portOffset, title: `${remote.title} — ${PRODUCT_TITLE}` };
}

/**
 * The persister of the host's kept data (host/src/offline/kept-data.ts, loaded after the first render) takes
 * `hydrate` and `dehydrate` from @tanstack/query-core, whose modules the shared react-query the page starts
 * with is made of too: imported as they are, the ones it needs would be split into a chunk the start-up loads
 * (+1.4 KB gzip on every cabinet page). It takes them from the package's other build (`build/legacy`, the
 * same code for older browsers), whose modules only it uses: they stay in the offline chunk.
 */
function keptDataHydration() {
  const hydration = fileURLToPath(import.meta.resolve('@tanstack/query-core')).replace(/[\\/]modern[\\/]index\.js$/, '/legacy/hydration.js');
  return new rspack.NormalModuleReplacementPlugin(/^@tanstack\/query-core$/, (resource: { contextInfo?: { issuer?: string }; request: string }) => {
    if (/[\\/]@tanstack[\\/]query-persist-client-core[\\/]build[\\/]modern[\\/]persist\.js$/.test(resource.contextInfo?.issuer ?? '')) resource.request = hydration;
  });
}

/** The modules of the host's offline support: its folder, the persister, its IndexedDB store and query-core's other build. */
const OFFLINE_MODULES = /[\\/](?:host[\\/]src[\\/]offline|@tanstack[\\/](?:react-query-persist-client|query-persist-client-core)|idb-keyval|@tanstack[\\/]query-core[\\/]build[\\/]legacy)[\\/]/;

export function createConfig(app: AppOptions) {
  return (env: { standalone?: unknown } | undefined, argv: { mode?: string }): Configuration | Configuration[] => {
    const browser = browserConfig(app, env, argv);
    // A production remote is released with its server build (rspack/server-build.ts), built beside it.
    if (app.kind !== 'remote' || argv.mode === 'development' || env?.standalone) return browser;
    return [browser, serverBuild({ name: String(browser.name), dir: app.dir, pkg: readPackage(app.dir), exposes: app.exposes ?? {} })];
  };
}

function browserConfig(app: AppOptions, env: { standalone?: unknown } | undefined, argv: { mode?: string }): Configuration {
  const production = argv.mode !== 'development';
  const pkg = readPackage(app.dir);
  const isHost = app.kind === 'host';
  // `--env standalone`: a remote's standalone page built for production, into
  // dist-standalone/, for its CI's smoke test in a browser (no host there).
  const standalone = !isHost && Boolean(env?.standalone);
  // A production remote is only its federated entry; its standalone page
  // (src/index.ts → bootstrap) exists for the owning team in dev mode
  // and for its CI's smoke test.
  const withPage = isHost || !production || standalone;
  const name = app.name ?? (pkg.name ?? '').replace(/^@cabinet\//, '');
  const { port, title } = appSettings(app, name);
  const hash = production ? '.[contenthash:8]' : '';

  return {
    name,
    context: app.dir,
    mode: production ? 'production' : 'development',
    devtool: devtool(production),
    entry: withPage ? { main: './src/index.ts' } : {},
    output: {
      path: path.join(app.dir, standalone ? 'dist-standalone' : 'dist'),
      // The host serves deep links (/cabinet/events/1), so its assets are
      // absolute; a remote's are resolved from where its manifest was loaded.
      publicPath: isHost ? '/' : 'auto',
      filename: `static/js/[name]${hash}.js`,
      chunkFilename: `static/js/[name]${hash}.js`,
      cssFilename: `static/css/[name]${hash}.css`,
      cssChunkFilename: `static/css/[name]${hash}.css`,
      uniqueName: name,
      // The host's landing and guest pages and its service worker are built by other compilations into the
      // same folder (rspack/pages.ts, rspack/worker.ts), in parallel with this one under `npm run build`: keep their files.
      clean: { keep: /(^|[\\/])(server([\\/]|$)|independent-packages([\\/]|$)|(index|guest)\.html$|sw\.js$|static[\\/](js|css)[\\/](landing|guest)\.)/ },
    },
    resolve: { ...resolve, alias: federationRuntimeAliases() },
    module: { rules: moduleRules(production) },
    plugins: [
      federation({ kind: app.kind, name, dir: app.dir, pkg, exposes: app.exposes ?? {}, production, standalone }),
      federationRuntimeAsEsm(),
      withPage &&
        htmlPage({
          title,
          // The host's SPA shell carries the no-flash colour-mode script and asks for its start-up data early.
          headHtml: isHost ? hostHead(app.dir) + earlyStartHead(app.dir) : '',
          // The host's `/` is the prerendered landing (index.html); every
          // other route gets this SPA shell.
          filename: isHost ? 'app.html' : 'index.html',
          // Deep links (/cabinet/events/1) need absolute asset URLs; a
          // remote's standalone page loads its own entry, not remoteEntry.js.
          publicPath: '/',
          chunks: ['main'],
        }),
      // What the host offers remotes, checked against each remote's manifest before its code loads.
      defineConstants(
        production,
        isHost
          ? { __CABINET_HOST_PROVIDES__: JSON.stringify(hostProvisions(app.dir)), __CABINET_SERVER__: 'false' }
          : // A remote's standalone page (dev, or its CI's smoke) talks to the reference API on its moved port.
            { 'process.env.CABINET_STANDALONE_API': JSON.stringify(`http://localhost:${manifest.api.port + portOffset}`) },
      ),
      // The app document preloads what its start needs (its chunks and the shared packages' own).
      isHost && withPage && new StartupPreloadPlugin({ entry: 'main', bootstrapRequest: './bootstrap.tsx', filename: 'app.html' }),
      isHost && keptDataHydration(),
      isHost && new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(app.dir, 'public'), to: '.', noErrorOnMissing: true }] }),
      production && new CompileHintsPlugin(),
    ],
    optimization: {
      minimize: production,
      // The host's offline support is one file loaded after the first render (`offline.[hash].js`, the chunk the
      // host names so): what only it uses stays in it, so that the bench can tell its bytes from the start-up's.
      ...(isHost && { splitChunks: { cacheGroups: { offline: { name: 'offline', chunks: 'async', test: OFFLINE_MODULES, enforce: true, priority: 20 } } } }),
    },
    performance: false,
    devServer: {
      port,
      historyApiFallback: isHost ? { index: '/app.html' } : true,
      hot: false,
      headers: { 'Access-Control-Allow-Origin': '*' },
      static: isHost ? { directory: path.join(app.dir, 'public') } : false,
      // A second copy (CABINET_PORT_OFFSET) reads its own API and remotes.
      setupMiddlewares: (middlewares) =>
        isHost && portOffset !== 0 ? [{ name: 'cabinet-port-offset', middleware: portOffsetMiddleware(path.join(app.dir, 'public'), portOffset) }, ...middlewares] : middlewares,
    },
    stats: 'errors-warnings',
  } satisfies Configuration;
}
