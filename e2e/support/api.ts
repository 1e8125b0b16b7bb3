/**
 * The reference API as the e2e tests reach it directly: the dev outbox
 * (`GET /_dev/mail`), the session killer (`DELETE /_dev/sessions`) and a
 * registration without the UI for tests that need an account to start with.
 */
import { expect, request } from '@playwright/test';
import { apiUrl, hostUrl } from './urls.ts';

export { apiUrl };

export interface TestUser {
  name: string;
  email: string;
  password: string;
}

/** A user nobody has registered yet: the database lives for the whole run. */
export function newUser(prefix = 'user'): TestUser {
  const id = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  return { name: 'Ирина Петрова', email: `${prefix}-${id}@example.com`, password: `pass-${id}` };
}

interface Mail {
  to: string;
  subject: string;
  text: string;
  links: string[];
  created_at: string;
}

/** The newest mail to `to` with `subject`, waiting for it to arrive. */
export async function readMail(to: string, subject: string): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${apiUrl}/_dev/mail?to=${encodeURIComponent(to)}`);
        const { data } = (await response.json()) as { data: Mail[] };
        found = data.find((mail) => mail.subject === subject);
        return found !== undefined;
      },
      { message: `mail «${subject}» to ${to}` },
    )
    .toBe(true);
  if (!found) throw new Error('unreachable');
  return found;
}

/** The first link of that mail, e.g. the verification or reset link. */
export async function mailLink(to: string, subject: string): Promise<string> {
  const mail = await readMail(to, subject);
  const link = mail.links[0];
  if (!link) throw new Error(`The mail «${subject}» to ${to} has no link`);
  return link;
}

/** Puts the demo data back as seeded (for a spec that changes what later specs read). */
export async function resetDemoData(): Promise<void> {
  const response = await fetch(`${apiUrl}/_dev/reset`, { method: 'POST' });
  expect(response.status).toBe(204);
}

/** Ends every session and token on the server, as an expiry or a server-side logout would. */
export async function deleteAllSessions(): Promise<void> {
  const response = await fetch(`${apiUrl}/_dev/sessions`, { method: 'DELETE' });
  expect(response.status).toBe(204);
}

/** Registers `user` through the API (unverified, as after the form). */
export async function registerThroughApi(user: TestUser): Promise<void> {
  const api = await request.newContext({ baseURL: apiUrl, extraHTTPHeaders: { Accept: 'application/json' } });
  try {
    await api.get('/sanctum/csrf-cookie');
    const xsrf = (await api.storageState()).cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
    const response = await api.post('/api/cabinet/register', {
      data: { ...user, password_confirmation: user.password },
      headers: { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) },
    });
    expect(response.status(), await response.text()).toBe(201);
  } finally {
    await api.dispose();
  }
}

/** CORS headers a response fulfilled by `page.route` on the API needs to reach the app. */
export const corsHeaders = {
  'access-control-allow-origin': hostUrl,
  'access-control-allow-credentials': 'true',
  'access-control-expose-headers': 'Retry-After',
  'content-type': 'application/json',
};
