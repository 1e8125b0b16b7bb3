/**
 * The one rspack configuration every app builds with. An app's own
 * `rspack.config.ts` only names itself and what it exposes; its port and
 * title come from `apps.json`, the one list of apps.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import manifest from './apps.json' with { type: 'json' };
import { singletons, treeShaken } from './federation-shared.ts';
import { hostProvisions, remoteContractOf } from './scripts/delivery/provisions.ts';

export interface AppOptions {
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
}

const PRODUCT_TITLE = 'Кабинет';

/** The dev server's port and the HTML title of an app, from apps.json. */
function appSettings(app: AppOptions, name: string): { port: number; title: string } {
  if (app.kind === 'host') return { port: manifest.host.port, title: PRODUCT_TITLE };
  const remote = manifest.remotes.find((candidate) => candidate.name === name);
  if (!remote) throw new Error(`Remote ${name} is missing from apps.json`);
  return { port: remote.port, title: `${remote.title} — ${PRODUCT_TITLE}` };
}

interface PackageJson {
  name?: string;
  version?: string;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

const root = import.meta.dirname;

function readPackage(dir: string): PackageJson {
  return JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as PackageJson;
}

/**
 * `react-dom/client` → the range of `react-dom` the app's package.json asks
 * for. Installs pin exact versions; what the app needs from a host at run
 * time is that version or a compatible later one, so `19.3.1` becomes
 * `^19.3.1` (a range such as `^1.0.0` stays as written). The host checks it
 * before loading a remote (host/src/federation/compatibility.ts).
 */
function requiredVersion(pkg: PackageJson, request: string): string {
  const name = request.startsWith('@')
    ? request.split('/').slice(0, 2).join('/')
    : (request.split('/')[0] ?? request);
  const version = pkg.dependencies?.[name] ?? pkg.peerDependencies?.[name];
  if (!version) throw new Error(`Shared package ${name} is missing from the app's dependencies`);
  return /^\d+\.\d+\.\d+$/.test(version) ? `^${version}` : version;
}

function sharedConfig(pkg: PackageJson, production: boolean) {
  return Object.fromEntries(
    singletons.map((request) => {
      // Development builds share whole packages: with shared tree shaking,
      // rspack marks MF's own CommonJS runtime helpers unused in dev and the
      // host fails to start (`__exportAll is not a function`).
      const usedExports = production ? treeShaken[request] : undefined;
      return [
        request,
        {
          singleton: true,
          requiredVersion: requiredVersion(pkg, request),
          ...(usedExports ? { treeShaking: { mode: 'runtime-infer' as const, usedExports: [...usedExports] } } : {}),
        },
      ];
    }),
  );
}

const browserTargets = 'chrome >= 111, edge >= 111, firefox >= 113, safari >= 16.4';

/** TS/TSX through rspack's builtin swc, CSS through Tailwind v4's postcss plugin. */
function moduleRules(production: boolean): NonNullable<Configuration['module']>['rules'] {
  return [
    {
      test: /\.[jt]sx?$/,
      exclude: /node_modules/,
      loader: 'builtin:swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !production } },
        },
        env: { targets: browserTargets },
      },
      type: 'javascript/auto',
    },
    {
      test: /\.css$/,
      type: 'css/auto',
      use: [{ loader: 'postcss-loader', options: { postcssOptions: { plugins: { '@tailwindcss/postcss': {} } } } }],
    },
  ];
}

const resolve = {
  extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'],
  extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
};

export interface PageOptions {
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
export function createPageConfig(page: PageOptions) {
  return (_env: unknown, argv: { mode?: string }): Configuration => {
    const production = argv.mode !== 'development';
    return {
      name: page.name,
      context: page.dir,
      mode: production ? 'production' : 'development',
      // Hidden in production: maps are written for error reports, never linked
      // from the bundles (and the static servers do not serve them).
      devtool: production ? 'hidden-source-map' : 'cheap-module-source-map',
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
      plugins: [
        new rspack.HtmlRspackPlugin({
          template: path.join(root, 'shared/kit/index.html'),
          templateParameters: { title: page.title, headHtml: page.headHtml ?? '' },
          filename: page.filename,
        }),
        new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') }),
      ],
      optimization: { minimize: production, splitChunks: false },
      performance: false,
      stats: 'errors-warnings',
    } satisfies Configuration;
  };
}

export interface PrerenderOptions {
  name: string;
  dir: string;
  /** A module exporting `render(): string`. */
  entry: string;
}

/**
 * A node bundle of a page's components, run after the build to write their
 * HTML into the page (scripts/prerender.ts). Bundled, it starts in
 * milliseconds, where importing the sources would take seconds.
 */
export function createPrerenderConfig(page: PrerenderOptions) {
  return (): Configuration => ({
    name: `${page.name}-prerender`,
    context: page.dir,
    mode: 'production',
    target: 'node',
    devtool: false,
    entry: { [page.name]: page.entry },
    output: {
      path: path.join(page.dir, '.prerender'),
      filename: '[name].cjs',
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve,
    module: { rules: moduleRules(true) },
    plugins: [new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') })],
    optimization: { minimize: false, splitChunks: false },
    performance: false,
    stats: 'errors-warnings',
  });
}

export function createConfig(app: AppOptions) {
  return (env: { standalone?: unknown } | undefined, argv: { mode?: string }): Configuration => {
    const production = argv.mode !== 'development';
    const pkg = readPackage(app.dir);
    const isHost = app.kind === 'host';
    // `--env standalone`: a remote's standalone page built for production, into
    // dist-standalone/, for its CI's smoke test in a browser (no host there).
    const standalone = !isHost && Boolean(env?.standalone);
    const withPage = isHost || !production || standalone;
    const name = app.name ?? (pkg.name ?? '').replace(/^@cabinet\//, '');
    const { port, title } = appSettings(app, name);
    const hash = production ? '.[contenthash:8]' : '';
    // The host hands its MF runtime to the remotes so that each remoteEntry
    // does not carry its own copy. A remote's standalone page (no host) keeps
    // its own runtime; a host can still consume it.
    const federationExperiments = isHost
      ? { provideExternalRuntime: true, optimization: { target: 'web' as const } }
      : production && !standalone
        ? { externalRuntime: true, optimization: { target: 'web' as const } }
        : { optimization: { target: 'web' as const } };

    return {
      name,
      context: app.dir,
      mode: production ? 'production' : 'development',
      // Hidden in production: maps are written for error reports, never linked
      // from the bundles (and the static servers do not serve them).
      devtool: production ? 'hidden-source-map' : 'cheap-module-source-map',
      // A production remote is only its federated entry; its standalone page
      // (src/index.ts → bootstrap) exists for the owning team in dev mode
      // and for its CI's smoke test.
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
        // The host's landing page is built by a second compilation into the
        // same folder (createPageConfig): keep its files.
        clean: { keep: /(^|[\\/])(independent-packages([\\/]|$)|(index|guest)\.html$|static[\\/](js|css)[\\/](landing|guest)\.)/ },
      },
      resolve,
      module: { rules: moduleRules(production) },
      plugins: [
        new ModuleFederationPlugin({
          name,
          ...(isHost ? {} : { filename: 'remoteEntry.js', exposes: app.exposes ?? {} }),
          shared: sharedConfig(pkg, production),
          shareStrategy: 'loaded-first',
          // A remote's manifest also records the remote contract it was built
          // against and its version, for the compatibility check.
          manifest: isHost
            ? true
            : {
                additionalData: ({ stats }) => {
                  Object.assign(stats.metaData, { cabinet: { contract: remoteContractOf(app.dir), version: pkg.version } });
                  return stats;
                },
              },
          dts: false,
          runtimePlugins: isHost ? [path.join(app.dir, 'src/federation/runtime-plugins/fallback.ts')] : [],
          experiments: federationExperiments,
        }),
        withPage &&
          new rspack.HtmlRspackPlugin({
            template: path.join(root, 'shared/kit/index.html'),
            // The host's head carries the no-flash colour-mode script (its SPA shell only).
            templateParameters: { title, headHtml: isHost ? readFileSync(path.join(app.dir, 'src/theme/color-mode-head.html'), 'utf8') : '' },
            // The host's `/` is the prerendered landing (index.html); every
            // other route gets this SPA shell.
            filename: isHost ? 'app.html' : 'index.html',
            // Deep links (/cabinet/events/1) need absolute asset URLs; a
            // remote's standalone page loads its own entry, not remoteEntry.js.
            publicPath: '/',
            chunks: ['main'],
          }),
        new rspack.DefinePlugin({
          'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
          // What the host offers remotes, checked against each remote's manifest before its code loads.
          ...(isHost ? { __CABINET_HOST_PROVIDES__: JSON.stringify(hostProvisions(app.dir)) } : {}),
        }),
        isHost &&
          new rspack.CopyRspackPlugin({
            patterns: [{ from: path.join(app.dir, 'public'), to: '.', noErrorOnMissing: true }],
          }),
      ],
      optimization: {
        minimize: production,
      },
      performance: false,
      devServer: {
        port,
        historyApiFallback: isHost ? { index: '/app.html' } : true,
        hot: false,
        headers: { 'Access-Control-Allow-Origin': '*' },
        static: isHost ? { directory: path.join(app.dir, 'public') } : false,
      },
      stats: 'errors-warnings',
    } satisfies Configuration;
  };
}
