// Lint: typescript-eslint, React hooks, and the import boundaries of
// DESIGN.md §2 (eslint/boundaries.js).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import cabinet from './eslint/boundaries.js';

const reactRouter = { name: 'react-router', message: 'Import from react-router-dom: it is the shared singleton.' };
// A toast() from a second sonner instance would never reach the host's Toaster.
const sonner = { name: 'sonner', message: 'Import toast and Toaster from @cabinet/kit/ui.' };
// The runtime singleton is shared by its main entry only: a subpath import
// would bundle a second copy of the client and the error class into the app.
// `compatibility` and `registry` hold no state: the host's manifest check and
// the release tool share their rules. Neither does `field-health`, the
// reports' wire format: the host bundles the little it uses, every page is
// spared the rest; nor `config`, the runtime config's schema the serving
// layer checks a deployment's config.json with; nor `server`, what the
// renderer and the tests read of a remote's routes (never in a browser build).
const runtimeSubpath = {
  group: ['@cabinet/runtime/*', '!@cabinet/runtime/compatibility', '!@cabinet/runtime/config', '!@cabinet/runtime/field-health', '!@cabinet/runtime/registry', '!@cabinet/runtime/server'],
  message: 'Import from @cabinet/runtime: only its main entry is the shared singleton (subpaths are for the server).',
};

export default tseslint.config(
  {
    ignores: ['.scale/**', '**/dist/**', '**/dist-standalone/**', '.releases/**', '.scratch/**', '.scratch-*/**', '**/.prerender/**', '**/node_modules/**', '**/.tsbuild/**', 'server/data/**', 'e2e/test-results/**', 'e2e/playwright-report/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, cabinet },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'cabinet/boundaries': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': ['error', { paths: [reactRouter, sonner], patterns: [runtimeSubpath] }],
    },
  },
  {
    // The UI kit wraps sonner: the one place that may import it.
    files: ['shared/kit/src/ui/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [reactRouter], patterns: [runtimeSubpath] }] },
  },
  {
    // The API and the serving layer (the renderer) run in Node, never in a page: they take the
    // contract and the messages without React, by subpaths.
    files: ['server/**/*.ts', 'serving/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [reactRouter, sonner] }] },
  },
  {
    files: ['eslint/**/*.js'],
    languageOptions: { globals: { console: 'readonly' } },
  },
);
