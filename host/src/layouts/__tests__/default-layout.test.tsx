import { onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_COOKIE, getAuthToken, userOptions } from '@cabinet/runtime';
import { apiPath, demoUser, setCookie } from '@cabinet/testing';
import { setupHostApi } from '../../__tests__/helpers/host-api.ts';
import { renderApp } from '../../__tests__/helpers/render-app.tsx';
import { testRemotes } from '../../__tests__/helpers/remote-stub.tsx';

vi.mock('../../federation/remote-outlet.tsx', async () => ({
  RemoteOutlet: (await import('../../__tests__/helpers/remote-stub.tsx')).RemoteStub,
}));

const { server, db } = setupHostApi({ signedIn: true });

const nav = () => screen.getByRole('navigation', { name: 'Разделы кабинета' });

describe('default layout', () => {
  it('shows the sections of the registry, the user and Выйти', async () => {
    await renderApp('/cabinet/events', { remotes: testRemotes });
    expect(await screen.findByRole('heading', { level: 1, name: 'События' })).toBeInTheDocument();
    const links = within(nav()).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/cabinet/events',
      '/cabinet/notifications',
      '/cabinet/polls',
      '/cabinet/profile',
    ]);
    expect(screen.getByText(demoUser(db).name)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Выйти' })).toBeInTheDocument();
  });

  it('shows the unread count beside Уведомления', async () => {
    const unread = db.notifications.filter((notification) => notification.read_at === null).length;
    await renderApp('/cabinet/events', { remotes: testRemotes });
    const link = await within(nav()).findByRole('link', { name: new RegExp(`^Уведомления ${unread}`) });
    expect(link).toHaveAccessibleName(`Уведомления ${unread} непрочитанных`);
  });

  it('shows no badge when everything is read', async () => {
    for (const notification of db.notifications) notification.read_at ??= new Date().toISOString();
    await renderApp('/cabinet/events', { remotes: testRemotes });
    await screen.findByRole('heading', { level: 1, name: 'События' });
    expect(within(nav()).getByRole('link', { name: 'Уведомления' })).toBeInTheDocument();
  });
});

describe('without a connection', () => {
  afterEach(() => act(() => onlineManager.setOnline(true)));

  it('says so under the header, from when the data on screen is, and stops saying it once the connection returns', async () => {
    const app = await renderApp('/cabinet/events', { remotes: testRemotes });
    await screen.findByRole('heading', { level: 1, name: 'События' });
    expect(screen.queryByText(/Нет связи/)).not.toBeInTheDocument();
    act(() => onlineManager.setOnline(false));
    const banner = screen.getByText(/^Нет связи — показаны данные от/).closest('[role="status"]') as HTMLElement;
    expect(banner).toHaveTextContent(/^Нет связи — показаны данные от \d{1,2} [а-я]+ в \d{2}:\d{2}$/);
    const newest = Math.max(...app.queryClient.getQueryCache().getAll().map((query) => query.state.dataUpdatedAt));
    expect(within(banner).getByText(/\d{2}:\d{2}/, { selector: 'time' })).toHaveAttribute('datetime', new Date(newest).toISOString());
    // The page stays as it was.
    expect(screen.getByRole('heading', { level: 1, name: 'События' })).toBeInTheDocument();
    act(() => onlineManager.setOnline(true));
    expect(screen.queryByText(/Нет связи/)).not.toBeInTheDocument();
  });
});

describe('Выйти', () => {
  it('signs out, clears the user and goes to afterSignOut', async () => {
    const app = await renderApp('/cabinet/polls', { remotes: testRemotes });
    await userEvent.click(await screen.findByRole('button', { name: 'Выйти' }));
    await waitFor(() => expect(app.location()).toBe('/'));
    expect(app.queryClient.getQueryData(userOptions.queryKey)).toBeNull();
    expect(db.session.userId).toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: 'Личный кабинет' })).toBeInTheDocument();
  });

  it('in cookie mode stays signed in when the server refuses, and says so', async () => {
    server.use(
      http.post(apiPath('/api/cabinet/logout'), () => HttpResponse.json({ message: 'Сбой' }, { status: 500 })),
    );
    const app = await renderApp('/cabinet/polls', { remotes: testRemotes });
    await userEvent.click(await screen.findByRole('button', { name: 'Выйти' }));
    expect(await screen.findByText('Не удалось выйти')).toBeInTheDocument();
    expect(app.location()).toBe('/cabinet/polls');
    expect(screen.getByText(demoUser(db).name)).toBeInTheDocument();
  });

  it('in token mode drops the token and signs out even when the request fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    db.session.userId = null;
    db.tokens.set('3|secret', demoUser(db).id);
    setCookie(AUTH_TOKEN_COOKIE, '3|secret');
    server.use(
      http.post(apiPath('/api/cabinet/logout'), () => HttpResponse.json({ message: 'Сбой' }, { status: 500 })),
    );
    const app = await renderApp('/cabinet/polls', { remotes: testRemotes, config: { authMode: 'token' } });
    await userEvent.click(await screen.findByRole('button', { name: 'Выйти' }));
    await waitFor(() => expect(app.location()).toBe('/'));
    expect(getAuthToken()).toBeNull();
  });
});
