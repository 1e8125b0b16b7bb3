/**
 * What every build of the project shares, federated or not: how sources are
 * compiled (swc, Tailwind's postcss), resolved, and put into an HTML page.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';

interface PackageJson {
  name?: string;
  version?: string;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

const root = path.resolve(import.meta.dirname, '..');

function readPackage(dir: string): PackageJson {
  return JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as PackageJson;
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

// Hidden in production: maps are written for error reports, never linked
// from the bundles (and the static servers do not serve them).
const devtool = (production: boolean) => (production ? 'hidden-source-map' : 'cheap-module-source-map');

/**
 * The head of the host's pages: the no-flash colour-mode script, and what lets a phone add the cabinet to its
 * home screen (the web app manifest, Apple's icon, the bar's colour in either mode).
 */
function hostHead(hostDir: string): string {
  return ['color-mode-head.html', 'install-head.html'].map((file) => readFileSync(path.join(hostDir, 'src/theme', file), 'utf8')).join('');
}

/** The app document's head script that asks for the start-up data while the code downloads. */
function earlyStartHead(hostDir: string): string {
  return readFileSync(path.join(hostDir, 'src/boot/early-start-head.html'), 'utf8');
}

interface HtmlPageOptions {
  /** The HTML file written (e.g. `index.html`). */
  filename: string;
  title: string;
  /** Extra head markup (the host's no-flash colour-mode script). */
  headHtml?: string;
  publicPath?: string;
  chunks?: string[];
}

/** A page from the one template (shared/kit/index.html). */
function htmlPage({ title, headHtml = '', ...options }: HtmlPageOptions) {
  return new rspack.HtmlRspackPlugin({
    template: path.join(root, 'shared/kit/index.html'),
    templateParameters: { title, headHtml },
    ...options,
  });
}

/** `process.env.NODE_ENV` (React's production build) and any other constant the code reads. */
function defineConstants(production: boolean, constants: Record<string, string> = {}) {
  return new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'), ...constants });
}

export { hostHead, defineConstants, earlyStartHead, devtool, htmlPage, moduleRules, readPackage, resolve };
export type { PackageJson };
