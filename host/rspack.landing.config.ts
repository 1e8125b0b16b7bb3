import { createPageConfig, createPrerenderConfig } from '../rspack.config.base.ts';

// `/` as its own light document (src/landing/landing-entry.tsx), and the node
// bundle that prerenders its HTML at build time (scripts/prerender.ts).
export default [
  createPageConfig({
    name: 'landing',
    dir: import.meta.dirname,
    entry: './src/landing/landing-entry.tsx',
    filename: 'index.html',
    title: 'Кабинет — личный кабинет участника',
  }),
  createPrerenderConfig({ name: 'landing', dir: import.meta.dirname, entry: './src/landing/landing-prerender.tsx' }),
];
