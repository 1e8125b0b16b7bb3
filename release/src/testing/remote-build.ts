/**
 * A remote's production build as rspack lays it out — a manifest that
 * records what it was built against, an entry, a content-hashed chunk, a
 * hidden source map — small enough for the release tool's tests. `label`
 * changes its code: another build, another release.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { HostProvisions } from '@cabinet/runtime/compatibility';

async function writeRemoteBuild(dist: string, name: string, label: string, host: HostProvisions): Promise<string> {
  await mkdir(path.join(dist, 'static/js'), { recursive: true });
  const manifest = {
    id: name,
    name,
    metaData: { name, remoteEntry: { name: 'remoteEntry.js', path: '' }, cabinet: { contract: 1, version: '0.1.0' } },
    shared: Object.entries(host.shared).map(([shared, version]) => ({ name: shared, version, singleton: true, requiredVersion: `^${version}` })),
    exposes: [{ id: `${name}:module`, name: 'module', path: './module', assets: { js: { sync: ['static/js/module.1a2b3c4d.js'] } } }],
  };
  await writeFile(path.join(dist, 'mf-manifest.json'), JSON.stringify(manifest));
  await writeFile(path.join(dist, 'remoteEntry.js'), `/* ${name} ${label} */`);
  await writeFile(path.join(dist, 'static/js/module.1a2b3c4d.js'), `export default '${label}';`);
  await writeFile(path.join(dist, 'static/js/module.1a2b3c4d.js.map'), '{"sourcesContent":["secret"]}');
  return dist;
}

export { writeRemoteBuild };
