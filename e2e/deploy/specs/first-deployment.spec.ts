/**
 * What a deployer gets by following «Deploying» in order, from an empty
 * bucket: every section, its code from the bucket, and a host that serves no
 * registry of its own.
 */
import { expect, test } from '@playwright/test';
import type { ConfiguredRemote } from '@cabinet/runtime';
import { composeRegistry, releasesUrl } from '@cabinet/runtime/registry';
import { signIn } from '../../support/auth.ts';
import { cabinetNav, sections, visitEverySection } from '../../support/cabinet.ts';
import { hostUrl, s3Url } from '../../support/urls.ts';

const STORE_URL = `${s3Url}/cabinet/prod`;

test('one release command fills the bucket, each team under its prefix: the host lists the sections and no one keeps a shared registry', async ({ request }) => {
  const config = (await (await request.get(`${hostUrl}/config.json`)).json()) as { remotes?: ConfiguredRemote[] };
  const remotes = config.remotes ?? [];
  expect(remotes.map((remote) => remote.store)).toEqual(sections.map((section) => `${STORE_URL}/${section.name}`));
  const records = await Promise.all(remotes.map(async (remote) => (await request.get(releasesUrl(remote))).json()));
  const registry = composeRegistry(remotes, records);
  expect(registry.remotes.map((entry) => entry.name)).toEqual(sections.map((section) => section.name));
  for (const entry of registry.remotes) expect(entry.entry).toBe(`${STORE_URL}/${entry.name}/${entry.release}/mf-manifest.json`);
  // Neither the bucket nor the host holds a registry file: the browser composes it.
  expect((await request.get(`${STORE_URL}/remotes.json`)).status()).toBe(404);
  expect((await request.get(`${hostUrl}/remotes.json`)).status()).toBe(404);
});

test('every section works, its code read from the bucket', async ({ page }) => {
  const fromBucket = new Set<string>();
  page.on('response', (response) => {
    const match = new RegExp(`^${STORE_URL}/(\\w+)/[^/]+/mf-manifest\\.json$`).exec(response.url());
    if (match?.[1] && response.ok()) fromBucket.add(match[1]);
  });
  await signIn(page);
  // Every section in the navigation (a title may carry a badge: «Уведомления 3»).
  await expect(cabinetNav(page).getByRole('link')).toHaveText(sections.map((section) => new RegExp(section.title)));
  await visitEverySection(page);
  expect([...fromBucket].sort()).toEqual(sections.map((section) => section.name).sort());
  // Data, not only headings: the demo user's events from the API on its own origin.
  await cabinetNav(page).getByRole('link', { name: 'События' }).click();
  await expect(page.getByRole('list', { name: 'Список событий' }).getByRole('listitem').first()).toBeVisible();
});
