/**
 * A remote's production build as the release tool sees it: its files, the
 * release id they make, and whether it fits the host.
 *
 * A release id is `<package version>-<content hash>`: the same build gives
 * the same id, so releasing it again only moves the pointer back to it, and
 * the id says both what the team called it and what it is.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { findMisfits, requirementsOf, type HostProvisions } from '@cabinet/runtime/compatibility';
import { checkServerBuild, type ServerBuild } from './server-build-check.ts';

class ReleaseRefused extends Error {
  constructor(
    readonly remote: string,
    readonly misfits: readonly string[],
  ) {
    super(`${remote} не подходит хосту:\n  - ${misfits.join('\n  - ')}`);
    this.name = 'ReleaseRefused';
  }
}

/** Every file of `dir`, as `/`-separated paths relative to it, sorted. */
async function buildFiles(dir: string, base = dir): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? buildFiles(full, base) : Promise.resolve([path.relative(base, full).split(path.sep).join('/')]);
    }),
  );
  return nested.flat().sort();
}

/** A hash of every file's path and bytes: the same build, the same hash. */
async function contentHash(dist: string): Promise<string> {
  const hash = createHash('sha256');
  for (const file of await buildFiles(dist)) {
    hash.update(file).update('\0').update(await readFile(path.join(dist, file))).update('\0');
  }
  return hash.digest('hex').slice(0, 10);
}

interface CheckedBuild {
  name: string;
  version: string | undefined;
  misfits: string[];
  /** Its server build, which the renderer paints the section with. */
  server: ServerBuild;
}

/** The misfits of a built remote (its dist folder) for a host; empty when it fits. */
async function checkBuild(dist: string, host: HostProvisions): Promise<CheckedBuild> {
  const requirements = requirementsOf(JSON.parse(await readFile(path.join(dist, 'mf-manifest.json'), 'utf8')) as unknown);
  const server = await checkServerBuild(dist, requirements.name);
  const misfits = findMisfits(requirements, host);
  // A server build that does not load would fail every page of the section the renderer paints with it.
  if (server.kind === 'broken') misfits.push(`серверная сборка (dist/server) не загружается в Node: ${server.reason}`);
  return { name: requirements.name, version: requirements.version, misfits, server };
}

/** The release a fitting build makes; ReleaseRefused, naming the misfits, otherwise. */
async function releaseOf(dist: string, host: HostProvisions): Promise<{ name: string; version: string; id: string }> {
  const { name, version = '0.0.0', misfits } = await checkBuild(dist, host);
  if (misfits.length > 0) throw new ReleaseRefused(name, misfits);
  return { name, version, id: `${version}-${await contentHash(dist)}` };
}

export { ReleaseRefused, buildFiles, checkBuild, releaseOf };

