import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_EMAIL, setupApiServer } from '@cabinet/testing';
import { configureApi, getCsrfCookie } from '../../api/index.ts';
import { getIdentity, userOptions } from '../index.ts';

setupApiServer();

beforeEach(() => configureApi({}, { retryDelay: 0 }));

describe('the session calls', () => {
  it('the identity lives at [user, me]', () => {
    expect(userOptions.queryKey).toEqual(['user', 'me']);
  });

  it('getCsrfCookie sets the XSRF-TOKEN cookie', async () => {
    await getCsrfCookie();
    expect(document.cookie).toMatch(/XSRF-TOKEN=/);
  });

  it('getIdentity returns the signed-in user', async () => {
    await expect(getIdentity()).resolves.toMatchObject({ email: DEMO_EMAIL });
  });
});
