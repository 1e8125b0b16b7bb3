import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoUser } from '@cabinet/testing';
import { INVALID_SIGNATURE } from '../testing/auth-domain.ts';
import { setupHostApi } from '../../__tests__/helpers/host-api.ts';
import { renderApp } from '../../__tests__/helpers/render-app.tsx';

const { db } = setupHostApi({ signedIn: false });

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
});
