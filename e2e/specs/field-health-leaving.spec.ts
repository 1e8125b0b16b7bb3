/**
 * A load that ends because the page was left is no failure (issue 30): a
 * person reloads while the section's manifest is still loading — the
 * browser cuts the request, as it does on a slow network — then opens the
 * section in a second tab. The release works, so the collector must count a
 * load and no failure. Like field-health.spec.ts: a person of the test's own
 * (the collector counts a person once per release and hour), and records
 * are sent when the pages are left.
 */
import { expect, test, type Page, type Route } from '@playwright/test';
import { signInThroughApi } from '../support/auth.ts';
import { healthOf, newPerson } from '../support/health.ts';
import { liveRelease } from '../support/releases.ts';
import { appStarted } from '../support/renderer.ts';

/**
 * Leaving the page hides it: what it recorded goes in a beacon. Once its code has run and nothing is left to
 * load: a painted page shows the section before its code starts, and a page left before that loaded no remote
 * (there is no load to count) and no reporting code.
 */
// Two tabs, a reload and a person of its own: on a machine busy with the other suites, more than the default 30 s.
test.describe.configure({ timeout: 60_000 });

async function leave(page: Page): Promise<void> {
  await appStarted(page);
  await page.waitForLoadState('networkidle');
  await page.goto('about:blank');
}

test('reloading while a section’s manifest loads, then opening a second tab, records a load and no failure', async ({ page, browser }) => {
  const release = liveRelease('events');
  if (!release) throw new Error('events has no live release in the store');
  const person = await newPerson(browser);
  const before = healthOf('events', release);
  await signInThroughApi(page, person);

  // Until the reload, the section's manifest gets no answer (the head script's request and the app's own).
  const isManifest = (url: URL) => url.pathname.endsWith(`/${release}/mf-manifest.json`);
  const pending: Route[] = [];
  let reloading = false;
  await page.route(isManifest, (route) => (reloading ? route.fallback() : void pending.push(route)));
  const asked = page.waitForRequest((request) => isManifest(new URL(request.url())));
  await page.goto('/cabinet/events', { waitUntil: 'commit' });
  await asked;
  reloading = true;
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'События' })).toBeVisible();
  await page.unrouteAll({ behavior: 'ignoreErrors' });

  const second = await page.context().newPage();
  await second.goto('/cabinet/events');
  await expect(second.getByRole('heading', { level: 1, name: 'События' })).toBeVisible();
  await leave(second);
  await leave(page);

  await expect.poll(() => healthOf('events', release)?.people ?? 0).toBe((before?.people ?? 0) + 1);
  const after = healthOf('events', release);
  expect(after?.loads).toBeGreaterThan(before?.loads ?? 0);
  expect(after?.failures ?? 0).toBe(before?.failures ?? 0);
  expect(after?.failures_by_phase.manifest ?? 0).toBe(before?.failures_by_phase.manifest ?? 0);
});
