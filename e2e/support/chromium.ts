/**
 * How every Playwright run here starts Chromium — the suites, and the tools'
 * Lighthouse, benches and icons: Debian's /usr/bin/chromium when present
 * (`npx playwright install` cannot download on this machine), with the flags
 * that keep it off the closed network, and without the renderers a browser
 * window starts for no page (support/__tests__/chromium.test.ts).
 */
import { existsSync } from 'node:fs';
import { devices, type LaunchOptions } from '@playwright/test';

const debianChromium = '/usr/bin/chromium';

/**
 * What Playwright (1.65) disables with its own `--disable-features`. Chromium
 * keeps only the last `--disable-features` of its command line, so ours
 * repeats them; the test holds the two lists together across upgrades.
 */
const playwrightDisabledFeatures = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Each new context opens a window, headless too, which loads the address
 * bar's two popups as web pages (suggestions, AI mode) in renderers of their
 * own, and keeps a spare renderer for a next site that a context closed after
 * its test never visits: a spec of 44 tests took 91–96 CPU s without them,
 * 153–158 with them.
 */
const unusedRenderers = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'SpareRendererForSitePerProcess'];

const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  `--disable-features=${[...playwrightDisabledFeatures, ...unusedRenderers].join(',')}`,
];

/** `chromium.launch`'s options; `args` are added to the flags. */
function chromiumLaunch(args: readonly string[] = []): LaunchOptions {
  return { ...(existsSync(debianChromium) ? { executablePath: debianChromium } : {}), args: [...chromiumFlags, ...args] };
}

const launchOptions: LaunchOptions = chromiumLaunch();

/** A desktop Chromium project's `use`, whatever the suite. */
const desktopChromium = { ...devices['Desktop Chrome'], channel: undefined };

export { chromiumLaunch, desktopChromium, launchOptions, unusedRenderers };
