import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'profile',
    environment: 'happy-dom',
    setupFiles: ['@cabinet/testing/setup-remote-tests'],
    include: ['src/**/__tests__/**/*.test.{ts,tsx}'],
    // The form tests type whole names and messages key by key: on a busy
    // shared 2-core machine one takes a few seconds, and 5 s was too tight.
    testTimeout: 15_000,
  },
});
