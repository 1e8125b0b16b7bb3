import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiPath, demoUser, recordRequests } from '@cabinet/testing';
import { INVALID_SIGNATURE } from '../testing/auth-domain.ts';
import { setupHostApi } from '../../__tests__/helpers/host-api.ts';
import { renderApp } from '../../__tests__/helpers/render-app.tsx';

const { server, db } = setupHostApi({ signedIn: false });

describe('verify pages', () => {
  it('verify the e-mail of a complete link and offer to sign in', async () => {
    const { id } = demoUser(db);
    await renderApp(`/verify/${id}/abc?expires=9999999999&signature=good`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Email подтверждён' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Войти' })).toHaveAttribute('href', '/login');
  });

  it('explain a rejected link and what to do', async () => {
    await renderApp(`/verify/1/abc?expires=9999999999&signature=${INVALID_SIGNATURE}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ссылка не сработала' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/недействительна/);
    expect(screen.getByText(/пришлём новое письмо/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Войти' })).toBeInTheDocument();
  });

  it('pass a Laravel link’s sorted query on as it came: its order is part of the signature', async () => {
    const requests = recordRequests(server);
    const { id } = demoUser(db);
    await renderApp(`/verify/${id}/abc?expires=9999999999&hash=abc&id=${id}&signature=good`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Email подтверждён' })).toBeInTheDocument();
    const verify = requests.find(({ url }) => url.pathname === '/api/cabinet/verify/email');
    expect(verify?.url.search).toBe(`?expires=9999999999&hash=abc&id=${id}&signature=good`);
  });

  it('send a link with id and hash in its path in the order Laravel signed it: sorted by name, signature last', async () => {
    const requests = recordRequests(server);
    const { id } = demoUser(db);
    await renderApp(`/verify/${id}/abc?expires=9999999999&signature=good`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Email подтверждён' })).toBeInTheDocument();
    const verify = requests.find(({ url }) => url.pathname === '/api/cabinet/verify/email');
    expect(verify?.url.search).toBe(`?expires=9999999999&hash=abc&id=${id}&signature=good`);
  });

  it('say a rejected link in Russian whatever words the server used', async () => {
    server.use(http.get(apiPath('/api/cabinet/verify/email'), () => HttpResponse.json({ message: 'Invalid signature.' }, { status: 403 })));
    await renderApp('/verify/1/abc?expires=9999999999&signature=good');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ссылка не сработала' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Ссылка недействительна или устарела.');
    expect(screen.getByRole('alert')).not.toHaveTextContent('Invalid');
  });

  it('explain an unknown account with a way to register', async () => {
    await renderApp('/verify/999/abc?expires=9999999999&signature=good');
    expect(await screen.findByRole('heading', { level: 1, name: 'Аккаунт не найден' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Зарегистрироваться' })).toHaveAttribute('href', '/register');
  });

  it.each(['/verify', '/verify/1', '/verify/1/abc', '/verify/1/abc?expires=9999999999'])(
    'explain that %s is incomplete without calling the API',
    async (path) => {
      await renderApp(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Ссылка неполная' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Войти' })).toBeInTheDocument();
    },
  );

  it('say a verified e-mail in Russian when the server answers in English', async () => {
    server.use(http.get(apiPath('/api/cabinet/verify/email'), () => HttpResponse.json({ message: 'Email verified.' })));
    const { id } = demoUser(db);
    await renderApp(`/verify/${id}/abc?expires=9999999999&signature=good`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Email подтверждён' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent(/подтвержд/);
    expect(screen.queryByText('Email verified.')).not.toBeInTheDocument();
  });
});
