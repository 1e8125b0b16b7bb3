// Lint: typescript-eslint, React hooks, and the import boundaries of
// DESIGN.md §2 (eslint/boundaries.js).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import cabinet from './eslint/boundaries.js';

export default tseslint.config(
  {
    ignores: ['scripts/.*', '**/dist/**', '**/.prerender/**', '**/node_modules/**', '**/.tsbuild/**', 'server/data/**', 'e2e/test-results/**', 'e2e/playwright-report/**'],
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
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react-router', message: 'Import from react-router-dom: it is the shared singleton.' },
          ],
        },
      ],
    },
  },
  {
    files: ['eslint/**/*.js'],
    languageOptions: { globals: { console: 'readonly' } },
  },
);
