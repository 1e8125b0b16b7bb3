import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_COOKIE, apiRequest, getAuthToken, NotificationListResponseSchema, userOptions } from '@cabinet/runtime';
import { demoUser, recordRequests, setCookie } from '@cabinet/testing';
import { setupHostApi } from '../../__tests__/helpers/host-api.ts';
import { renderApp } from '../../__tests__/helpers/render-app.tsx';
import { testRemotes } from '../../__tests__/helpers/remote-stub.tsx';

vi.mock('../../federation/remote-outlet.tsx', async () => ({
  RemoteOutlet: (await import('../../__tests__/helpers/remote-stub.tsx')).RemoteStub,
}));

const { server, db } = setupHostApi({ signedIn: true });

/** The session ends on the server, then some page asks for data. */
async function expireSessionAndRequest(): Promise<void> {
  db.session.userId = null;
  db.tokens.clear();
  await expect(apiRequest('/api/cabinet/notifications', NotificationListResponseSchema)).rejects.toMatchObject({ status: 401 });
}

describe('a 401 mid-session', () => {
  it('clears the user and redirects to sign in, keeping the page', async () => {
    const app = await renderApp('/cabinet/polls?page=2', { remotes: testRemotes });
    expect(await screen.findByText(demoUser(db).name)).toBeInTheDocument();

    await expireSessionAndRequest();

    await waitFor(() => expect(app.location()).toBe('/login?redirect=%2Fcabinet%2Fpolls%3Fpage%3D2'));
    expect(app.queryClient.getQueryData(userOptions.queryKey)).toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: 'Вход в кабинет' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Разделы кабинета' })).not.toBeInTheDocument();
  });

  it('renews the CSRF token that died with the session', async () => {
    await renderApp('/cabinet/events', { remotes: testRemotes });
    const requests = recordRequests(server);
    await expireSessionAndRequest();
    await waitFor(() => expect(requests.some(({ url }) => url.pathname === '/sanctum/csrf-cookie')).toBe(true));
  });

  it('drops the dead token in token mode', async () => {
    db.tokens.set('9|secret', demoUser(db).id);
    setCookie(AUTH_TOKEN_COOKIE, '9|secret');
    db.session.userId = null;
    const app = await renderApp('/cabinet/events', { remotes: testRemotes, config: { authMode: 'token' } });
    expect(await screen.findByText(demoUser(db).name)).toBeInTheDocument();

    await expireSessionAndRequest();

    await waitFor(() => expect(app.location()).toBe('/login?redirect=%2Fcabinet%2Fevents'));
    expect(getAuthToken()).toBeNull();
  });

  it('only clears the user on a page without a guard', async () => {
    const app = await renderApp('/', { remotes: testRemotes });
    await expireSessionAndRequest();
    expect(app.queryClient.getQueryData(userOptions.queryKey)).toBeNull();
    expect(app.location()).toBe('/');
  });

  it('shows the 401 screen instead when the sign-in redirect is off', async () => {
    const app = await renderApp('/cabinet/events', { remotes: testRemotes, config: { redirects: { signIn: false } } });
    expect(await screen.findByText(demoUser(db).name)).toBeInTheDocument();
    await expireSessionAndRequest();
    expect(await screen.findByRole('heading', { level: 1, name: 'Необходима авторизация' })).toBeInTheDocument();
    expect(app.location()).toBe('/cabinet/events');
  });
});
