/**
 * How the tools start Chromium (Lighthouse, the benches, the icons, their
 * tests): Debian's /usr/bin/chromium when present (`npx playwright install`
 * cannot download on this machine), with the flags that keep it off the
 * closed network — as the e2e suites do (e2e/support/chromium.ts).
 */
import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

const chromiumFlags = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

const chromiumExecutable = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;

/** `chromium.launch`'s options; `args` are added to the flags. */
function chromiumLaunch(args: readonly string[] = []): LaunchOptions {
  return { executablePath: chromiumExecutable, args: [...chromiumFlags, ...args] };
}

export { chromiumLaunch };
