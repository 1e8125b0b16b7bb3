/**
 * A remote's server build (`dist/server/remoteEntry.cjs`, rspack/server-build.ts),
 * which the renderer paints the section with: loaded in a Node of its own, as
 * the renderer loads it but with the build's own copies of the shared
 * packages, it must give `./module` with the remote's routes. A build without
 * one is still released (its section is rendered in the browser); one that
 * does not load is refused, before any page meets it.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { SERVER_ENTRY_FILE } from '@cabinet/runtime/registry';


type ServerBuild = { kind: 'none' } | { kind: 'loads'; routes: number } | { kind: 'broken'; reason: string };

// Run by a Node of its own: the container's module cache and globals stay out of the release tool.
const PROBE = `
(async () => {
  const container = require(process.argv[1]);
  await container.init({});
  const module = (await container.get('./module'))().default;
  if (!module || module.name !== process.argv[2] || !Array.isArray(module.routes)) throw new Error('./module не отдаёт раздела ' + process.argv[2] + ' с маршрутами');
  process.stdout.write(String(module.routes.length));
})().catch((error) => { process.stderr.write(String(error && error.message || error)); process.exit(1); });
`;

/** What the build at `dist` has for the server, for the remote `name`. */
function checkServerBuild(dist: string, name: string): Promise<ServerBuild> {
  const entry = path.join(dist, SERVER_ENTRY_FILE);
  if (!existsSync(entry)) return Promise.resolve({ kind: 'none' });
  return new Promise((resolve) => {
    execFile(process.execPath, ['-e', PROBE, entry, name], { timeout: 30_000 }, (error, stdout, stderr) => {
      if (error) resolve({ kind: 'broken', reason: (stderr.trim() || error.message).split('\n')[0] ?? '' });
      else resolve({ kind: 'loads', routes: Number(stdout) });
    });
  });
}

export { checkServerBuild };
export type { ServerBuild };
