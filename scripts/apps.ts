/** The apps of the monorepo, their folders and ports (DESIGN.md §7). */
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');

export interface App {
  name: string;
  dir: string;
  port: number;
  kind: 'host' | 'remote';
}

export const host: App = { name: 'host', dir: path.join(root, 'host'), port: 3000, kind: 'host' };

export const remotes: App[] = [
  { name: 'events', port: 3001 },
  { name: 'notifications', port: 3002 },
  { name: 'polls', port: 3003 },
  { name: 'profile', port: 3004 },
].map(({ name, port }) => ({ name, port, dir: path.join(root, 'remotes', name), kind: 'remote' as const }));

export const apps: App[] = [host, ...remotes];

export const apiPort = 8000;
