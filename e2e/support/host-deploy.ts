/** A host deploy as the reload guard sees it, in the build this suite's server serves. */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The host's build as this suite's server serves it (playwright.config.ts): a deploy here is seen by no other suite. */
export function hostRoot(): string {
  const dir = process.env.CABINET_HOST_ROOT;
  if (!dir) throw new Error('CABINET_HOST_ROOT is not set (playwright.config.ts sets it)');
  return dir;
}

/** Pretends a new host build was deployed (meta first, then latest.json); returns what puts it back. */
export async function deployNewHostBuild(id: string): Promise<() => Promise<void>> {
  const builds = path.join(hostRoot(), 'builds');
  const latestFile = path.join(builds, 'latest.json');
  const metaFile = path.join(builds, 'meta', `${id}.json`);
  const original = await readFile(latestFile, 'utf8');
  await mkdir(path.dirname(metaFile), { recursive: true });
  await writeFile(metaFile, JSON.stringify({ id, timestamp: Date.now(), remotes: {} }));
  await writeFile(latestFile, JSON.stringify({ id, timestamp: Date.now() }));
  return async () => {
    await writeFile(latestFile, original);
    await rm(metaFile, { force: true });
  };
}
