/**
 * Addresses of the servers under test, from `apps.json`. `CABINET_PORT_OFFSET`
 * moves every port (see serving/src/apps.ts), so a run can go beside another one.
 */
import manifest from '../../apps.json' with { type: 'json' };

const offset = Number(process.env.CABINET_PORT_OFFSET ?? 0);

export const hostUrl = `http://localhost:${manifest.host.port + offset}`;
export const apiUrl = `http://localhost:${manifest.api.port + offset}`;
export const controlUrl = `http://127.0.0.1:${3999 + offset}`;
/** The renderer itself, behind the host's server (which answers the static document when it does not answer in time). */
export const rendererUrl = `http://127.0.0.1:${manifest.renderer.port + offset}`;
/** The S3 test server of the S3 suite (e2e/s3). */
export const s3Url = `http://127.0.0.1:${3998 + offset}`;

/** The origin a remote is served from (its name in apps.json). */
export function remoteUrl(name: string): string {
  const remote = manifest.remotes.find((candidate) => candidate.name === name);
  if (!remote) throw new Error(`No remote ${name} in apps.json`);
  return `http://localhost:${remote.port + offset}`;
}
