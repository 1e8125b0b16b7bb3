import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getAuthToken } from '@cabinet/runtime';
import { apiPath, demoUser } from '@cabinet/testing';
import { setupHostApi } from '../../__tests__/helpers/host-api.ts';
import { renderApp } from '../../__tests__/helpers/render-app.tsx';

const { server, db } = setupHostApi({ signedIn: false });

describe('callback page', () => {
  it('token mode: stores ?token=, loads the identity and goes to the sign-in target', async () => {
    db.tokens.set('5|external', demoUser(db).id);
    const app = await renderApp('/callback?token=5%7Cexternal&redirect=%2Fcabinet%2Fpolls', {
      config: { authMode: 'token' },
    });
    await waitFor(() => expect(app.location()).toBe('/cabinet/polls'));
    expect(getAuthToken()).toBe('5|external');
  });

  it('token mode: explains a missing token with a link to sign in', async () => {
    await renderApp('/callback', { config: { authMode: 'token' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Не удалось войти' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('нет токена');
    expect(screen.getByRole('link', { name: 'Перейти ко входу' })).toHaveAttribute('href', '/login');
  });

  it('cookie mode: a session the server does not know is a failure', async () => {
    await renderApp('/callback');
    expect(await screen.findByRole('heading', { level: 1, name: 'Не удалось войти' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Сервер не подтвердил вход');
  });

  it('cookie mode: a session set after start-up signs the user in', async () => {
    const app = await renderApp('/login');
    db.session.userId = demoUser(db).id;
    await app.navigate('/callback');
    await waitFor(() => expect(app.location()).toBe('/cabinet/events'));
  });

  it('says in Russian when the server cannot confirm the sign-in, not with its English', async () => {
    server.use(
      http.get(apiPath('/api/cabinet/user'), () => HttpResponse.json({ message: 'Service Unavailable' }, { status: 503 })),
    );
    await renderApp('/callback?token=5%7Cexternal', { config: { authMode: 'token' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Не удалось войти' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Сервис временно недоступен');
    expect(screen.getByRole('alert')).not.toHaveTextContent('Service Unavailable');
  });
});
