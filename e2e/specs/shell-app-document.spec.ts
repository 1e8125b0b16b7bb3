/**
 * The cabinet document (app.html) paints the default layout's header row
 * from its HTML, styled, while its code downloads — on a slow line the
 * person sees the cabinet's frame rather than a blank page — and the app's
 * first render puts the same row in the same place.
 */
import { expect, test } from '@playwright/test';
import { signInThroughApi } from '../support/auth.ts';
import { holdPageCode } from '../support/prerendered.ts';

for (const screen of [
  { name: 'a desktop', viewport: { width: 1280, height: 800 } },
  { name: 'a phone', viewport: { width: 390, height: 844 } },
]) {
  test(`on ${screen.name}, a cabinet page shows its header row before its code runs, and the app renders it in place`, async ({ page }) => {
    await page.setViewportSize(screen.viewport);
    await signInThroughApi(page);
    const release = await holdPageCode(page, 'main');
    // The code is held, so the page never reaches its DOMContentLoaded until released.
    await page.goto('/cabinet/events', { waitUntil: 'commit' });
    const banner = page.getByRole('banner');
    const brand = banner.getByRole('link', { name: 'Кабинет', exact: true });
    await expect(brand).toBeVisible();
    await expect(brand).toHaveAttribute('href', '/cabinet');
    // The app's stylesheet is applied already: the row is the layout's.
    await expect(banner).toHaveCSS('border-bottom-width', '1px');
    const before = { row: await banner.boundingBox(), brand: await brand.boundingBox() };
    // Painted, not the app's yet (the renderer may have painted the section's page too: not asserted here).
    expect(await page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')))).toBe(false);

    release();
    await expect(page.getByRole('heading', { level: 1, name: 'События' })).toBeVisible();
    await expect(banner).toHaveCount(1);
    expect({ row: await banner.boundingBox(), brand: await brand.boundingBox() }).toEqual(before);
  });
}
