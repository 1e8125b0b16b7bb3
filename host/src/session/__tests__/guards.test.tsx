import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { demoUser } from '@cabinet/testing';
import { setupHostApi } from '../../__tests__/helpers/host-api.ts';
import { renderApp } from '../../__tests__/helpers/render-app.tsx';
import { testRemotes } from '../../__tests__/helpers/remote-stub.tsx';

const { db } = setupHostApi({ signedIn: false });

const signInDemoUser = () => {
  db.session.userId = demoUser(db).id;
};

beforeEach(() => {
  // The 404 screen of unknown cabinet pages logs its non-fatal warning.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('signed-in-only routes', () => {
  it.each(['/cabinet/polls', '/cabinet/polls/3', '/cabinet', '/events', '/profile', '/cabinet/events/1?tab=info'])(
    'send a guest from %s to the login page, keeping the route',
    async (path) => {
      const app = await renderApp(path, { remotes: testRemotes });
      await waitFor(() => expect(app.location()).toBe(`/login?redirect=${encodeURIComponent(path)}`));
      expect(await screen.findByRole('heading', { level: 1, name: 'Вход в кабинет' })).toBeInTheDocument();
    },
  );

  it('show a guest the 401 screen when the sign-in redirect is off', async () => {
    const app = await renderApp('/cabinet/events', { config: { redirects: { signIn: false } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Необходима авторизация' })).toBeInTheDocument();
    expect(app.location()).toBe('/cabinet/events');
  });

  it('let a signed-in user in', async () => {
    signInDemoUser();
    const app = await renderApp('/cabinet/unknown');
    expect(await screen.findByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeInTheDocument();
    expect(app.location()).toBe('/cabinet/unknown');
  });
});

describe('guest-only routes', () => {
  it.each(['/login', '/register', '/password-recovery', '/confirm-email', '/callback'])(
    'send a signed-in user from %s to afterSignIn',
    async (path) => {
      signInDemoUser();
      const app = await renderApp(path);
      await waitFor(() => expect(app.location()).toBe('/cabinet/events'));
    },
  );

  it('send a signed-in user to the safe redirect of the query', async () => {
    signInDemoUser();
    const app = await renderApp('/login?redirect=%2Fcabinet%2Fprofile');
    await waitFor(() => expect(app.location()).toBe('/cabinet/profile'));
  });

  it('ignore a redirect to another origin', async () => {
    signInDemoUser();
    const app = await renderApp('/login?redirect=https%3A%2F%2Fevil.example%2F');
    await waitFor(() => expect(app.location()).toBe('/cabinet/events'));
  });

  it('follow the configured afterSignIn', async () => {
    signInDemoUser();
    const app = await renderApp('/login', { config: { redirects: { afterSignIn: '/cabinet/polls' } } });
    await waitFor(() => expect(app.location()).toBe('/cabinet/polls'));
  });
});

describe('routes without a guard', () => {
  it.each([
    ['/', 'Личный кабинет'],
    ['/verify', 'Ссылка неполная'],
    ['/verify/12', 'Ссылка неполная'],
  ])('render %s for a guest', async (path, heading) => {
    const app = await renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(app.location()).toBe(path);
  });

  it('render the landing page for a signed-in user too', async () => {
    signInDemoUser();
    const app = await renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Личный кабинет' })).toBeInTheDocument();
    expect(app.location()).toBe('/');
  });
});

describe('short routes (each remote’s: app/__tests__/shortcuts.test.tsx)', () => {
  it('keep /cabinet for the dashboard', async () => {
    signInDemoUser();
    const app = await renderApp('/cabinet');
    expect(await screen.findByRole('heading', { level: 1, name: 'Кабинет' })).toBeVisible();
    expect(app.location()).toBe('/cabinet');
  });
});
