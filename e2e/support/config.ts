/**
 * Runtime configuration for a test, deployed as a deployer deploys it: the
 * suite's host gets a config.json with the test's settings (the auth mode,
 * the redirects, the route rules) over its own, through the control server
 * (tools/src/control-server.ts), so that every reader sees the same — the
 * renderer deciding a page load, the app document's inline copy, the guest
 * pages asking for it. It is configuration, not backend. A spec that sets
 * one calls `restoresRuntimeConfig()` at its top: each test then ends with
 * the host's own config back.
 */
import { test, type Page } from '@playwright/test';
import { controlUrl } from './urls.ts';

export const authModes = ['cookie', 'token'] as const;
export type AuthMode = (typeof authModes)[number];

export interface ConfigOverrides {
  authMode?: AuthMode;
  redirects?: { signIn?: string | false; afterSignIn?: string; afterSignOut?: string };
  routeRules?: Record<string, string>;
  /** `false`: no preview link opens a release (the runtime config's `previews`). */
  previews?: boolean;
  /** Where the app and the renderer ask the API. */
  apiBaseUrl?: string;
}

let armed = false;

async function control(method: 'PUT' | 'DELETE', body?: ConfigOverrides): Promise<void> {
  const response = await fetch(`${controlUrl}/config`, {
    method,
    ...(body ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {}),
  });
  if (!response.ok) throw new Error(`control ${method} /config: ${response.status}`);
}

/** Registers the restore: after each test of the spec, the host's own config is deployed again. */
export function restoresRuntimeConfig(): void {
  test.beforeEach(() => {
    armed = true;
  });
  test.afterEach(async () => {
    armed = false;
    await control('DELETE');
  });
}

/** Deploys the test's settings; `page` is the one that will load them (kept for the callers' sake). */
export async function setRuntimeConfig(_page: Page, overrides: ConfigOverrides): Promise<void> {
  if (!armed) throw new Error('setRuntimeConfig: call restoresRuntimeConfig() at the top of the spec');
  await control('PUT', overrides);
}

export const tokenCookie = 'sanctum.token.cookie';

/** The token mode's cookie as the browser holds it, or undefined. */
export async function storedToken(page: Page): Promise<string | undefined> {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => cookie.name === tokenCookie)?.value;
}
