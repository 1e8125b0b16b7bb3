/**
 * Runtime configuration for a test: the host reads `/config.json` at
 * start-up, so answering it through `page.route` switches the auth mode or
 * the redirects without another build — it is configuration, not backend.
 */
import type { Page } from '@playwright/test';
import { apiUrl } from './api.ts';

export const authModes = ['cookie', 'token'] as const;
export type AuthMode = (typeof authModes)[number];

export interface ConfigOverrides {
  authMode?: AuthMode;
  redirects?: { signIn?: string | false; afterSignIn?: string; afterSignOut?: string };
  routeRules?: Record<string, string>;
}

export async function setRuntimeConfig(page: Page, overrides: ConfigOverrides): Promise<void> {
  await page.route('**/config.json', (route) =>
    route.fulfill({ json: { apiBaseUrl: apiUrl, authMode: 'cookie', ...overrides } }),
  );
}

export const tokenCookie = 'sanctum.token.cookie';

/** The token mode's cookie as the browser holds it, or undefined. */
export async function storedToken(page: Page): Promise<string | undefined> {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => cookie.name === tokenCookie)?.value;
}
