import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { configureApi, getAuthToken } from '@cabinet/runtime';
import { DEMO_EMAIL, DEMO_PASSWORD, apiPath } from '@cabinet/testing';
import { setupHostApi } from '../../../__tests__/helpers/host-api.ts';
import { DEVICE_NAME, login } from '../login.ts';

const { server, db } = setupHostApi({ signedIn: false });

/** Copies the login body into the returned object and lets the default handler answer. */
function captureLoginBody(): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  server.use(
    http.post(apiPath('/api/cabinet/login'), async ({ request }) => {
      Object.assign(body, await request.clone().json());
      return undefined;
    }),
  );
  return body;
}

describe('login in token mode', () => {
  beforeEach(() => configureApi({ authMode: 'token' }, { retryDelay: 0 }));

  it('stores the token the server issued', async () => {
    const user = await login({ email: DEMO_EMAIL, password: DEMO_PASSWORD });
    expect(user.email).toBe(DEMO_EMAIL);
    const token = getAuthToken();
    expect(token).not.toBeNull();
    expect(db.tokens.has(token ?? '')).toBe(true);
  });

  it('sends device_name cabinet-web', async () => {
    const body = captureLoginBody();
    await login({ email: DEMO_EMAIL, password: DEMO_PASSWORD });
    expect(body).toMatchObject({ device_name: DEVICE_NAME });
  });
});

describe('login in cookie mode', () => {
  beforeEach(() => configureApi({}, { retryDelay: 0 }));

  it('signs in with the session and sends no device_name', async () => {
    const body = captureLoginBody();
    await login({ email: DEMO_EMAIL, password: DEMO_PASSWORD });
    expect(db.session.userId).toBe(1);
    expect(body).not.toHaveProperty('device_name');
    expect(getAuthToken()).toBeNull();
  });
});
