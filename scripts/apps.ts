/**
 * The apps of the monorepo, their folders and ports (DESIGN.md §7).
 * `CABINET_PORT_OFFSET=100` moves every port (host 3100, remotes 3101–3104,
 * API 8100) so that a second copy — a bench, a test run — can run beside
 * one already listening; serve.ts rewrites the registry and config to match.
 */
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');
export const portOffset = Number(process.env.CABINET_PORT_OFFSET ?? 0);

export interface App {
  name: string;
  dir: string;
  port: number;
  kind: 'host' | 'remote';
}

export const host: App = { name: 'host', dir: path.join(root, 'host'), port: 3000 + portOffset, kind: 'host' };

export const remotes: App[] = [
  { name: 'events', port: 3001 },
  { name: 'notifications', port: 3002 },
  { name: 'polls', port: 3003 },
  { name: 'profile', port: 3004 },
].map(({ name, port }) => ({
  name,
  port: port + portOffset,
  dir: path.join(root, 'remotes', name),
  kind: 'remote' as const,
}));

export const apps: App[] = [host, ...remotes];

export const apiPort = 8000 + portOffset;

/** Origins the API and the remotes accept: the host and the remotes' standalone pages. */
export const frontendOrigins = apps.flatMap((app) => [`http://localhost:${app.port}`, `http://127.0.0.1:${app.port}`]);

/** Rewrites `localhost:<default port>` to the offset port in a served JSON file. */
export function withPortOffset(text: string): string {
  if (portOffset === 0) return text;
  return text.replace(/(localhost|127\.0\.0\.1):(\d{4})\b/g, (_, hostname: string, port: string) => {
    const value = Number(port);
    const known = value === 8000 || (value >= 3000 && value <= 3004);
    return `${hostname}:${known ? value + portOffset : value}`;
  });
}
