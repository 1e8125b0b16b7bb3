/**
 * `CABINET_PORT_OFFSET=800 npm run dev`: the host's dev server serves its
 * `public/` config and registry with the repository's default ports moved,
 * as the production servers do (serving/src/apps.ts `withPortOffset`), so
 * that a second copy's page talks to its own API and remotes, not to the
 * first copy's. The build may not import the serving tool, hence this twin
 * of its rule; both move the same ports of apps.json.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import manifest from '../apps.json' with { type: 'json' };

const defaultPorts = new Set([manifest.api.port, manifest.host.port, ...manifest.remotes.map((remote) => remote.port)]);

/** `localhost:<default port>` in a JSON text, moved by `offset`. */
function movePorts(text: string, offset: number): string {
  return text.replace(/(localhost|127\.0\.0\.1):(\d{4})\b/g, (whole, hostname: string, port: string) =>
    defaultPorts.has(Number(port)) ? `${hostname}:${Number(port) + offset}` : whole,
  );
}

/** A dev-server middleware answering `/config.json` and `/remotes.json` from `publicDir` with the ports moved. */
function portOffsetMiddleware(publicDir: string, offset: number) {
  return async (request: IncomingMessage, response: ServerResponse, next: () => void): Promise<void> => {
    const pathname = (request.url ?? '').split('?')[0];
    if (pathname !== '/config.json' && pathname !== '/remotes.json') return next();
    const text = await readFile(path.join(publicDir, pathname), 'utf8');
    response.setHeader('content-type', 'application/json; charset=utf-8');
    response.setHeader('cache-control', 'no-cache');
    response.end(movePorts(text, offset));
  };
}

export { movePorts, portOffsetMiddleware };
