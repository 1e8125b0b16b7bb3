/**
 * A prerendered page (the landing, the guest pages) paints whole, on a slow
 * phone too: its card is centred, so a paint of a partly parsed document
 * showed the card's top half, which jumped up as the rest was parsed
 * (Lighthouse measured CLS 0.07 on /login; at 4× CPU one load in three
 * shifted). The document holds its first render until its #root is parsed
 * (host/build/prerender.ts, `rel=expect`).
 */
import { expect, test, type Page } from '@playwright/test';
import { appTookOver } from '../support/prerendered.ts';

test.use({ viewport: { width: 412, height: 823 } });

type ShiftWindow = Window & { __shifts?: number[]; __shiftObserver?: PerformanceObserver };

/** Records the page's layout shifts from its first frame. */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const target = window as ShiftWindow;
    target.__shifts = [];
    target.__shiftObserver = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) target.__shifts?.push((entry as PerformanceEntry & { value: number }).value);
    });
    target.__shiftObserver.observe({ type: 'layout-shift', buffered: true });
  });
}

/** Every layout shift so far, those not yet delivered to the observer too. */
function layoutShifts(page: Page): Promise<number[]> {
  return page.evaluate(() => {
    const target = window as ShiftWindow;
    const pending = target.__shiftObserver?.takeRecords() ?? [];
    return [...(target.__shifts ?? []), ...pending.map((entry) => (entry as PerformanceEntry & { value: number }).value)];
  });
}

test('a prerendered document names the mark after its #root as what its first paint waits for', async ({ request }) => {
  for (const address of ['/', '/login', '/register']) {
    const html = await (await request.get(address)).text();
    const expected = /<link rel="expect" href="#([^"]+)" blocking="render">/.exec(html)?.[1];
    expect(expected, address).toBeTruthy();
    expect(html.indexOf(`id="${expected}"`), address).toBeGreaterThan(html.lastIndexOf('</main>'));
    expect(html.indexOf('<link rel="expect"'), address).toBeLessThan(html.indexOf('</head>'));
  }
});

test('a prerendered page on a slow phone paints without a layout shift, before and after its code takes over', async ({ page }) => {
  await recordLayoutShifts(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  for (const address of ['/login', '/register', '/', '/login', '/register', '/']) {
    await page.goto(address);
    await appTookOver(page);
    expect(await layoutShifts(page), address).toEqual([]);
  }
});
