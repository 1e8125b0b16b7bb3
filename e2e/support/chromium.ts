/**
 * How every Playwright suite here starts Chromium: Debian's /usr/bin/chromium
 * when present (`npx playwright install` cannot download on this machine),
 * with the flags that keep it off the closed network.
 */
import { existsSync } from 'node:fs';
import { devices, type LaunchOptions } from '@playwright/test';

const debianChromium = '/usr/bin/chromium';

const launchOptions: LaunchOptions = {
  ...(existsSync(debianChromium) ? { executablePath: debianChromium } : {}),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
};

/** A desktop Chromium project's `use`, whatever the suite. */
const desktopChromium = { ...devices['Desktop Chrome'], channel: undefined };

export { desktopChromium, launchOptions };
