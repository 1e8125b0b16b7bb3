// `npm run test:unit`: every workspace's own vitest project, in one run.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['shared/*', 'host', 'remotes/*', 'server', 'scripts'],
  },
});
