import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'polls',
    environment: 'happy-dom',
    setupFiles: ['@cabinet/testing/setup-remote-tests'],
    include: ['src/**/__tests__/**/*.test.{ts,tsx}'],
  },
});
