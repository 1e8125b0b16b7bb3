// `npm run test:unit`: every workspace's own vitest project, in one run.
import { defineConfig } from 'vitest/config';
import { hostTestProjects } from './host/vitest.projects.ts';

export default defineConfig({
  test: {
    projects: ['shared/*', ...hostTestProjects, 'remotes/*', 'server', 'serving', 'release', 'tools', 'rspack', 'e2e'],
  },
});
