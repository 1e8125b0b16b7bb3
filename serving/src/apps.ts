/**
 * The apps of the monorepo, their folders and ports (DESIGN.md §7), read
 * from `apps.json` — the one list of apps that the lint boundaries, the
 * builds, the server's allowed origins and the e2e helpers derive theirs
 * from. `CABINET_PORT_OFFSET=100` moves every port (host 3100, remotes
 * 3101–3104, API 8100) so that a second copy — a bench, a test run — can run
 * beside one already listening; the static server rewrites the registry and
 * config it serves to match.
 */
import path from 'node:path';
import manifest from '../../apps.json' with { type: 'json' };

export const root = path.resolve(import.meta.dirname, '../..');
export const portOffset = Number(process.env.CABINET_PORT_OFFSET ?? 0);

export interface App {
  name: string;
  dir: string;
  port: number;
  kind: 'host' | 'remote';
}

export interface RemoteApp extends App {
  kind: 'remote';
  /** Russian nav title, as the registry gives it. */
  title: string;
  badge?: string;
}

export const host: App = { name: 'host', dir: path.join(root, manifest.host.dir), port: manifest.host.port + portOffset, kind: 'host' };

export const remotes: RemoteApp[] = manifest.remotes.map((remote) => ({
  ...remote,
  port: remote.port + portOffset,
  dir: path.join(root, 'remotes', remote.name),
  kind: 'remote' as const,
}));

export const apps: App[] = [host, ...remotes];

/** The remote of apps.json named `name`; an error naming the list otherwise. */
export function remoteNamed(name: string): RemoteApp {
  const app = remotes.find((remote) => remote.name === name);
  if (!app) throw new Error(`«${name}» — не удалённый модуль из apps.json (есть: ${remotes.map((remote) => remote.name).join(', ')})`);
  return app;
}

/** The shared packages (`shared/*`): the runtime singleton, the kit, the testing helpers. */
export const packages = manifest.packages.map((pkg) => ({ ...pkg, dir: path.join(root, pkg.dir) }));

export const apiPort = manifest.api.port + portOffset;

/** The renderer's port (serving/src/renderer): the host's documents, answered before any code runs. */
export const rendererPort = manifest.renderer.port + portOffset;

/** Origins the API and the remotes accept: the host and the remotes' standalone pages. */
export const frontendOrigins = apps.flatMap((app) => [`http://localhost:${app.port}`, `http://127.0.0.1:${app.port}`]);

const defaultPorts = new Set([manifest.api.port, manifest.host.port, ...manifest.remotes.map((remote) => remote.port)]);

/** Rewrites `localhost:<default port>` to the offset port in a served JSON file. */
export function withPortOffset(text: string): string {
  if (portOffset === 0) return text;
  return text.replace(/(localhost|127\.0\.0\.1):(\d{4})\b/g, (_, hostname: string, port: string) => {
    const value = Number(port);
    return `${hostname}:${defaultPorts.has(value) ? value + portOffset : value}`;
  });
}
