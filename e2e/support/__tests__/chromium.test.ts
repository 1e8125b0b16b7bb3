/**
 * The Chromium every run here starts (support/chromium.ts), in Chromium:
 * Playwright's own settings are kept, and a context's window loads no page of
 * its own beside the test's; the suites' pages ask for reduced motion.
 */
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { chromium, type Browser } from '@playwright/test';
import { chromiumLaunch, unusedRenderers } from '../chromium.ts';
import { suiteConfig } from '../suite-config.ts';

let browser: Browser;

beforeAll(async () => {
  browser = await chromium.launch(chromiumLaunch());
});

afterAll(async () => {
  await browser?.close();
});

/** Each `--disable-features` list of the running browser's command line, as chrome://version shows it. */
async function disabledFeatureLists(): Promise<string[][]> {
  const page = await browser.newPage();
  try {
    await page.goto('chrome://version');
    const commandLine = (await page.locator('#command_line').textContent()) ?? '';
    return commandLine
      .split(/\s+/)
      .filter((argument) => argument.startsWith('--disable-features='))
      .map((argument) => argument.slice('--disable-features='.length).split(','));
  } finally {
    await page.close();
  }
}

it('disables every feature Playwright disables in the one list Chromium reads, its last, and the unused renderers', async () => {
  const lists = await disabledFeatureLists();
  const effective = lists.at(-1) ?? [];
  expect(effective).toEqual(expect.arrayContaining([...new Set(lists.flat()), ...unusedRenderers]));
});

it('opens a context’s window without the address bar’s popups loaded as pages', async () => {
  const context = await browser.newContext();
  const cdp = await browser.newBrowserCDPSession();
  try {
    await (await context.newPage()).goto('about:blank');
    // Every target, the browser's own UI too (the default filter may leave kinds out).
    const { targetInfos } = await cdp.send('Target.getTargets', { filter: [{}] });
    expect(targetInfos.map((target) => target.type)).toContain('page');
    expect(targetInfos.filter((target) => target.type === 'browser_ui').map((target) => target.url)).toEqual([]);
  } finally {
    await cdp.detach();
    await context.close();
  }
});

it('gives the suites’ pages reduced motion: no animation redraws a page while a test waits', async () => {
  const { use } = suiteConfig({ name: 'probe', testDir: 'specs', start: 'tools/src/start.ts' });
  // The config makes its suite's temporary folder; this one serves no suite.
  rmSync(process.env.CABINET_PROBE_DATA_DIR ?? '', { recursive: true, force: true });
  const context = await browser.newContext({ reducedMotion: use?.reducedMotion });
  try {
    const page = await context.newPage();
    expect(await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches)).toBe(true);
  } finally {
    await context.close();
  }
});
