import { defineConfig } from 'vitest/config';
import { hostTestProjects } from './vitest.projects.ts';

export default defineConfig({ test: { projects: hostTestProjects } });
