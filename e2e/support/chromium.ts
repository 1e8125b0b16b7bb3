/**
 * How every Playwright run here starts Chromium — the suites, and the tools'
 * Lighthouse, benches and icons: Debian's build (`npx playwright install`
 * cannot download on this machine), with the flags that keep it off the
 * closed network, and without the renderers a browser window starts for no
 * page (support/__tests__/chromium.test.ts).
 *
 * Tests run in Debian's chromium-headless-shell when it is there, as
 * Playwright runs its own headless tests (it downloads that build for them):
 * Chromium's old headless mode, without a browser window's UI behind each
 * context. Two specs (71 tests) took 79 CPU s in it against 112 in
 * /usr/bin/chromium's new headless mode — the browser process 10 s against 31.
 * What measures a page as its visitors get it (Lighthouse, the LCP of
 * bench:scale) or draws it (the icons) runs the browser itself.
 */
import { existsSync } from 'node:fs';
import { devices, type LaunchOptions } from '@playwright/test';

const debianChromium = '/usr/bin/chromium';
const debianHeadlessShell = '/usr/bin/chromium-headless-shell';

/** `shell`: the old headless build when present (tests); `browser`: /usr/bin/chromium itself. */
type ChromiumBuild = 'shell' | 'browser';

function executableOf(build: ChromiumBuild): string | null {
  if (build === 'shell' && existsSync(debianHeadlessShell)) return debianHeadlessShell;
  return existsSync(debianChromium) ? debianChromium : null;
}

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
function chromiumLaunch(args: readonly string[] = [], build: ChromiumBuild = 'shell'): LaunchOptions {
  const executablePath = executableOf(build);
  return { ...(executablePath ? { executablePath } : {}), args: [...chromiumFlags, ...args] };
}

/**
 * A run a person watches (`--headed`, `--ui`, `--debug`) needs the browser's window: the shell has none.
 * Decided where the command line is, Playwright's runner, and kept in the environment for its workers,
 * which evaluate this file again with a command line of their own.
 */
process.env.CABINET_WATCHED_RUN ??= ['--headed', '--ui', '--debug'].some((flag) => process.argv.includes(flag)) || process.env.PWDEBUG ? '1' : '0';
const watched = process.env.CABINET_WATCHED_RUN === '1';

const launchOptions: LaunchOptions = chromiumLaunch([], watched ? 'browser' : 'shell');

/** A desktop Chromium project's `use`, whatever the suite. */
const desktopChromium = { ...devices['Desktop Chrome'], channel: undefined };

export { chromiumLaunch, desktopChromium, launchOptions, unusedRenderers };
export type { ChromiumBuild };
