import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'host',
    environment: 'happy-dom',
    setupFiles: ['./vitest.setup.ts'],
    include: ['src/**/__tests__/**/*.test.{ts,tsx}'],
  },
});
