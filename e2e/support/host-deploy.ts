/** A host deploy as the reload guard sees it, in the build this suite's server serves. */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';

/** The host's build as this suite's server serves it (playwright.config.ts): a deploy here is seen by no other suite. */
export function hostRoot(): string {
  const dir = process.env.CABINET_HOST_ROOT;
  if (!dir) throw new Error('CABINET_HOST_ROOT is not set (playwright.config.ts sets it)');
  return dir;
}

/** Pretends a new host build was deployed (meta first, then latest.json); returns what puts it back. */
async function deployNewHostBuild(id: string): Promise<() => Promise<void>> {
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

/**
 * Deploys a new build, reloads `page` so that it is the page that sees it (the guard trusts a new id once its
 * meta is served), and puts the build back; `whileDeployed` checks what it needs meanwhile.
 */
export async function reloadSeeingNewBuild(page: Page, whileDeployed?: (id: string) => Promise<void>): Promise<void> {
  const id = `e2e${Date.now().toString(36)}`;
  const restore = await deployNewHostBuild(id);
  try {
    await whileDeployed?.(id);
    const trusted = page.waitForResponse((response) => response.url().endsWith(`/builds/meta/${id}.json`));
    await page.reload();
    await trusted;
  } finally {
    await restore();
  }
}
