/**
 * The Chromium every run here starts (support/chromium.ts), in Chromium —
 * the tests' headless shell and the browser itself: Playwright's own
 * settings are kept, and a context's window loads no page of its own beside
 * the test's; the suites' pages ask for reduced motion.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { chromium, type Browser } from '@playwright/test';
import { chromiumLaunch, unusedRenderers, type ChromiumBuild } from '../chromium.ts';
import { suiteConfig } from '../suite-config.ts';

/** Each `--disable-features` list of the command line of the browser process started with `marker` (Linux's /proc). */
function disabledFeatureLists(marker: string): string[][] {
  for (const entry of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let commandLine: string[];
    try {
      commandLine = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
    } catch {
      continue; // Gone meanwhile.
    }
    // The browser's own process: its renderers and utilities carry a --type.
    if (!commandLine.includes(marker) || commandLine.some((argument) => argument.startsWith('--type='))) continue;
    return commandLine
      .filter((argument) => argument.startsWith('--disable-features='))
      .map((argument) => argument.slice('--disable-features='.length).split(','));
  }
  throw new Error(`No browser process started with ${marker}`);
}

it('runs tests in Debian’s headless shell when it is there, and measures or draws in the browser itself', () => {
  const shell = '/usr/bin/chromium-headless-shell';
  const browserItself = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
  expect(chromiumLaunch().executablePath).toBe(existsSync(shell) ? shell : browserItself);
  expect(chromiumLaunch(['--x'], 'browser')).toMatchObject({ executablePath: browserItself, args: expect.arrayContaining(['--no-sandbox', '--x']) });
});

it('gives a watched run’s workers the browser itself: they read the runner’s choice from the environment, not their own command line', async () => {
  const before = process.env.CABINET_WATCHED_RUN;
  process.env.CABINET_WATCHED_RUN = '1';
  try {
    vi.resetModules();
    const worker = await import('../chromium.ts');
    expect(worker.launchOptions.executablePath).toBe(chromiumLaunch([], 'browser').executablePath);
  } finally {
    if (before === undefined) delete process.env.CABINET_WATCHED_RUN;
    else process.env.CABINET_WATCHED_RUN = before;
    vi.resetModules();
  }
});

describe.each<ChromiumBuild>(['shell', 'browser'])('Chromium started for a %s run', (build) => {
  let browser: Browser;
  // A switch Chromium ignores, by which its process is found.
  const marker = `--cabinet-test-run=${randomUUID()}`;

  beforeAll(async () => {
    browser = await chromium.launch(chromiumLaunch([marker], build));
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('disables every feature Playwright disables in the one list Chromium reads, its last, and the unused renderers', async () => {
    const lists = disabledFeatureLists(marker);
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
});

it('gives the suites’ pages reduced motion: no animation redraws a page while a test waits', async () => {
  const { use } = suiteConfig({ name: 'probe', testDir: 'specs', start: 'tools/src/start.ts' });
  // The config makes its suite's temporary folder; this one serves no suite.
  rmSync(process.env.CABINET_PROBE_DATA_DIR ?? '', { recursive: true, force: true });
  const browser = await chromium.launch(chromiumLaunch());
  try {
    const page = await browser.newPage({ reducedMotion: use?.reducedMotion });
    expect(await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches)).toBe(true);
  } finally {
    await browser.close();
  }
});
