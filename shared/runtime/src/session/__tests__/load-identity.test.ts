import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi, type UnauthorizedEvent } from '../../api/index.ts';
import { DEMO_EMAIL, apiPath, recordRequests, setupApiServer } from '@cabinet/testing';
import { createQueryClient, loadIdentity, userOptions } from '../index.ts';

const { server, db } = setupApiServer();
const USER = apiPath('/api/cabinet/user');

const onUnauthorized = vi.fn<(event: UnauthorizedEvent) => void>();
beforeEach(() => configureApi({}, { onUnauthorized, retryDelay: 0 }));
afterEach(() => {
  vi.restoreAllMocks();
  onUnauthorized.mockReset();
});

function silenceConsole() {
  return {
    error: vi.spyOn(console, 'error').mockImplementation(() => {}),
    warn: vi.spyOn(console, 'warn').mockImplementation(() => {}),
  };
}

describe('identity loading', () => {
  it('loads the signed-in user into the cache with one request', async () => {
    const queryClient = createQueryClient();
    const requests = recordRequests(server);
    const user = await loadIdentity(queryClient);
    expect(user?.email).toBe(DEMO_EMAIL);
    expect(queryClient.getQueryData(userOptions.queryKey)).toEqual(user);
    expect(requests.map((request) => request.url.pathname)).toEqual(['/api/cabinet/user']);
  });

  it('signs in a user whose record has a network the client does not know and fields it does not know', async () => {
    server.use(
      http.get(USER, () =>
        HttpResponse.json({
          data: {
            ...db.accounts[0]?.user,
            socials: [{ type: 'max', url: 'https://max.ru/anna', icon: 'max.svg' }],
            two_factor_enabled: true,
          },
          meta: { permissions: ['profile.edit'] },
        }),
      ),
    );
    const console = silenceConsole();
    const user = await loadIdentity(createQueryClient());
    expect(user).toMatchObject({ email: DEMO_EMAIL, socials: [{ type: 'max', url: 'https://max.ru/anna' }] });
    expect(user).not.toHaveProperty('two_factor_enabled');
    expect(console.error).not.toHaveBeenCalled();
  });

  it('401 → guest quietly', async () => {
    db.session.userId = null;
    const console = silenceConsole();
    const queryClient = createQueryClient();
    await expect(loadIdentity(queryClient)).resolves.toBeNull();
    expect(queryClient.getQueryData(userOptions.queryKey)).toBeNull();
    expect(console.error).not.toHaveBeenCalled();
    expect(console.warn).not.toHaveBeenCalled();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('419 → guest quietly', async () => {
    server.use(http.get(USER, () => HttpResponse.json({ message: 'CSRF token mismatch.' }, { status: 419 })));
    const console = silenceConsole();
    const queryClient = createQueryClient();
    await expect(loadIdentity(queryClient)).resolves.toBeNull();
    expect(console.error).not.toHaveBeenCalled();
    expect(console.warn).not.toHaveBeenCalled();
  });

  it('500 → console.error message and guest', async () => {
    server.use(http.get(USER, () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })));
    const console = silenceConsole();
    const queryClient = createQueryClient();
    await expect(loadIdentity(queryClient)).resolves.toBeNull();
    expect(console.error).toHaveBeenCalledWith('Unable to load user identity from API', expect.objectContaining({ status: 500 }));
    expect(queryClient.getQueryData(userOptions.queryKey)).toBeNull();
  });

  it('a network failure → console.error message and guest', async () => {
    server.use(http.get(USER, () => HttpResponse.error()));
    const console = silenceConsole();
    await expect(loadIdentity(createQueryClient())).resolves.toBeNull();
    expect(console.error).toHaveBeenCalledWith('Unable to load user identity from API', expect.anything());
  });
});
