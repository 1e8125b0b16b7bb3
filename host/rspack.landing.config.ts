import { hostHead } from '../rspack/common.ts';
import { createPageConfig, createPrerenderConfig } from '../rspack/pages.ts';
import { hostProvisions } from '../rspack/provisions.ts';
import { createWorkerConfig } from '../rspack/worker.ts';

// The host's documents outside Module Federation: `/` as its own light
// document (src/landing/landing-entry.tsx); the guest pages (/login,
// /register, …) as another (src/guest/guest-entry.tsx): a sign-in page needs
// neither the federation runtime nor any remote. Each has a node bundle that
// prerenders its HTML at build time (scripts/prerender.ts), and so does the
// cabinet document's header row.
// A function, as the rspack CLI calls it (it does not call the functions of an array).
const pages = [
  createPageConfig({
    name: 'landing',
    dir: import.meta.dirname,
    entry: './src/landing/landing-entry.tsx',
    filename: 'index.html',
    title: 'Личный кабинет — Кабинет',
  }),
  createPrerenderConfig({ name: 'landing', dir: import.meta.dirname, entry: './src/landing/landing-prerender.tsx' }),
  createPageConfig({
    name: 'guest',
    dir: import.meta.dirname,
    entry: './src/guest/guest-entry.tsx',
    filename: 'guest.html',
    title: 'Кабинет',
    headHtml: hostHead(import.meta.dirname),
  }),
  createPrerenderConfig({ name: 'guest', dir: import.meta.dirname, entry: './src/guest/guest-prerender.tsx' }),
  // The cabinet document (rspack.config.ts) is federated; what it paints before its code runs is not.
  createPrerenderConfig({ name: 'app-shell', dir: import.meta.dirname, entry: './src/layouts/app-shell-prerender.tsx' }),
  // The cabinet page as the renderer paints it for a signed-in visitor (copied into dist/.server by finish-build.ts).
  createPrerenderConfig({
    name: 'app-render',
    dir: import.meta.dirname,
    entry: './src/server/render-app.tsx',
    constants: { __CABINET_HOST_PROVIDES__: JSON.stringify(hostProvisions(import.meta.dirname)), __CABINET_SERVER__: 'true' },
  }),
  // The service worker: the cabinet's pages and files offline (src/offline/worker/).
  createWorkerConfig({ name: 'sw', dir: import.meta.dirname, entry: './src/offline/worker/service-worker.ts' }),
];

export default (env: unknown, argv: { mode?: string }) => pages.map((make) => make(env, argv));
