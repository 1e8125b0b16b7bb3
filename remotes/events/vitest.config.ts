import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'events',
    environment: 'happy-dom',
    setupFiles: ['@cabinet/testing/setup-remote-tests'],
    include: ['src/**/__tests__/**/*.test.{ts,tsx}'],
  },
});
