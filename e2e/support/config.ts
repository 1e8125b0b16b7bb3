/**
 * Runtime configuration for a test: the host reads `/config.json` at
 * start-up — the guest pages ask for it, the app document carries it inline
 * (filled in by the server) — so answering both through `page.route`
 * switches the auth mode or the redirects without another build — it is
 * configuration, not backend.
 */
import type { Page } from '@playwright/test';
import { apiUrl } from './api.ts';

export const authModes = ['cookie', 'token'] as const;
export type AuthMode = (typeof authModes)[number];

export interface ConfigOverrides {
  authMode?: AuthMode;
  redirects?: { signIn?: string | false; afterSignIn?: string; afterSignOut?: string };
  routeRules?: Record<string, string>;
  /** `false`: no preview link opens a release (the runtime config's `previews`). */
  previews?: boolean;
}

export async function setRuntimeConfig(page: Page, overrides: ConfigOverrides): Promise<void> {
  const config = { apiBaseUrl: apiUrl, authMode: 'cookie', ...overrides };
  await page.route('**/config.json', (route) => route.fulfill({ json: config }));
  // The app document's inline copy, replaced as the parser inserts it: its head script reads it next,
  // after the microtask checkpoint the parser performs before running a script. (Fulfilling the
  // document instead would make it a public page, which Chromium forbids to call the API on loopback.)
  await page.addInitScript((json) => {
    new MutationObserver((_records, observer) => {
      const inline = document.getElementById('cabinet-config');
      if (!inline) return;
      inline.textContent = json;
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  }, JSON.stringify(config));
}

export const tokenCookie = 'sanctum.token.cookie';

/** The token mode's cookie as the browser holds it, or undefined. */
export async function storedToken(page: Page): Promise<string | undefined> {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => cookie.name === tokenCookie)?.value;
}
