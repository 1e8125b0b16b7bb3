import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { userOptions } from '@cabinet/runtime';
import { DEMO_EMAIL, DEMO_PASSWORD, apiPath, demoUser, setCookie } from '@cabinet/testing';
import { setupHostApi } from '../../__tests__/helpers/host-api.ts';
import { renderApp } from '../../__tests__/helpers/render-app.tsx';

const { server, db } = setupHostApi({ signedIn: false });

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Пароль'), password);
  await user.click(screen.getByRole('button', { name: 'Войти' }));
  return user;
}

describe('login page', () => {
  it('has the fields, the button and the links to register and recovery', async () => {
    await renderApp('/login');
    expect(await screen.findByRole('textbox', { name: 'Email' })).toBeInTheDocument();
    expect(screen.getByLabelText('Пароль')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Войти' })).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('link', { name: 'Зарегистрироваться' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Забыли пароль?' })).toHaveAttribute('href', '/password-recovery');
  });

  it('signs in and goes to the redirect of the query', async () => {
    const app = await renderApp('/login?redirect=%2Fcabinet%2Fpolls');
    await fillAndSubmit(DEMO_EMAIL, DEMO_PASSWORD);
    await waitFor(() => expect(app.location()).toBe('/cabinet/polls'));
    expect(app.queryClient.getQueryData(userOptions.queryKey)).toMatchObject({ email: DEMO_EMAIL });
  });

  it('checks the fields with the Russian messages before sending', async () => {
    await renderApp('/login');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Войти' }));
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Обязательное поле');
    expect(screen.getByLabelText('Пароль')).toHaveAccessibleDescription('Обязательное поле');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Неверный формат email');
  });

  it('shows a 422 under its field and keeps the input', async () => {
    const app = await renderApp('/login');
    await fillAndSubmit(DEMO_EMAIL, 'wrong-password');
    const email = screen.getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email).toHaveAccessibleDescription(/^Неверный email или пароль/));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveValue(DEMO_EMAIL);
    expect(screen.getByLabelText('Пароль')).toHaveValue('wrong-password');
    expect(app.location()).toBe('/login');
  });

  it('shows a 429 with the wait time and keeps the button disabled meanwhile', async () => {
    server.use(
      http.post(apiPath('/api/cabinet/login'), () =>
        HttpResponse.json({ message: 'Слишком много попыток входа.' }, { status: 429, headers: { 'Retry-After': '42' } }),
      ),
    );
    await renderApp('/login');
    await fillAndSubmit(DEMO_EMAIL, DEMO_PASSWORD);
    expect(await screen.findByRole('alert')).toHaveTextContent('Повторите через 42 секунды');
    expect(screen.getByRole('button', { name: 'Войти' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue(DEMO_EMAIL);
  });

  it('disables the button while sending', async () => {
    server.use(
      http.post(apiPath('/api/cabinet/login'), async () => {
        await delay(200);
        return undefined;
      }),
    );
    const app = await renderApp('/login');
    await fillAndSubmit(DEMO_EMAIL, DEMO_PASSWORD);
    expect(screen.getByRole('button', { name: 'Войти' })).toBeDisabled();
    await waitFor(() => expect(app.location()).toBe('/cabinet/events'));
  });

  it('shows a server failure in the alert, does not resend, and keeps the input', async () => {
    let posts = 0;
    server.use(
      http.post(apiPath('/api/cabinet/login'), () => {
        posts += 1;
        return HttpResponse.json({ message: 'Сервис временно недоступен' }, { status: 503 });
      }),
    );
    await renderApp('/login');
    await fillAndSubmit(DEMO_EMAIL, DEMO_PASSWORD);
    expect(await screen.findByRole('alert')).toHaveTextContent('Сервис временно недоступен');
    expect(posts).toBe(1);
    expect(screen.getByLabelText('Пароль')).toHaveValue(DEMO_PASSWORD);
    expect(screen.getByRole('button', { name: 'Войти' })).toBeEnabled();
  });

  it('signs in despite a stale CSRF token: the client renews it and sends once more, with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // The cookie left by a session that has since ended on the server.
    setCookie('XSRF-TOKEN', 'stale-token');
    db.csrfToken = 'current-token';
    const app = await renderApp('/login');
    await fillAndSubmit(DEMO_EMAIL, DEMO_PASSWORD);
    await waitFor(() => expect(app.location()).toBe('/cabinet/events'));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('CSRF token mismatch'), expect.anything());
  });

  it('says in Russian when even a renewed token is refused, and keeps the input', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(http.post(apiPath('/api/cabinet/login'), () => HttpResponse.json({ message: 'CSRF token mismatch.' }, { status: 419 })));
    const app = await renderApp('/login');
    await fillAndSubmit(DEMO_EMAIL, DEMO_PASSWORD);
    expect(await screen.findByRole('alert')).toHaveTextContent('Сессия устарела, и обновить её не удалось');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue(DEMO_EMAIL);
    expect(app.location()).toBe('/login');
  });

  it('shows why the server refused, e.g. an e-mail not yet confirmed', async () => {
    server.use(
      http.post(apiPath('/api/cabinet/login'), () =>
        HttpResponse.json({ message: 'Подтвердите email: мы отправили письмо со ссылкой.' }, { status: 403 }),
      ),
    );
    await renderApp('/login');
    await fillAndSubmit(DEMO_EMAIL, DEMO_PASSWORD);
    expect(await screen.findByRole('alert')).toHaveTextContent('Подтвердите email: мы отправили письмо со ссылкой.');
  });

  it('shows the notice a previous page left, e.g. after a password reset', async () => {
    db.session.userId = null;
    const app = await renderApp('/password-recovery');
    await app.navigate('/login', { state: { notice: 'Пароль изменён. Войдите с новым паролем.' } });
    expect(await within(screen.getByRole('main')).findByRole('status')).toHaveTextContent('Пароль изменён');
    expect(demoUser(db).email).toBe(DEMO_EMAIL);
  });
});
