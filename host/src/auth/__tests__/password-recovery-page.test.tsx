import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEMO_EMAIL, apiPath } from '@cabinet/testing';
import { INVALID_RESET_TOKEN } from '../testing/auth-domain.ts';
import { setupHostApi } from '../../__tests__/helpers/host-api.ts';
import { renderApp } from '../../__tests__/helpers/render-app.tsx';

const { server, db } = setupHostApi({ signedIn: false });

describe('password recovery page', () => {
  it('requests a link by email and says it was sent', async () => {
    await renderApp('/password-recovery');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), DEMO_EMAIL);
    await user.click(screen.getByRole('button', { name: 'Отправить ссылку' }));
    expect(await within(screen.getByRole('main')).findByRole('status')).toHaveTextContent(/отправили на него ссылку/);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue(DEMO_EMAIL);
  });

  it('sets a new password from the mailed link and goes to sign in with a message', async () => {
    const app = await renderApp(`/password-recovery?token=good-token&email=${encodeURIComponent(DEMO_EMAIL)}`);
    const user = userEvent.setup();
    expect(await screen.findByText(DEMO_EMAIL)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Новый пароль'), 'brand-new-password');
    await user.type(screen.getByLabelText('Повторите пароль'), 'brand-new-password');
    await user.click(screen.getByRole('button', { name: 'Сменить пароль' }));
    await waitFor(() => expect(app.location()).toBe('/login'));
    // The login page may still be loading (its own status says so) before its notice shows.
    await waitFor(() => expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent('Пароль изменён'));
    expect(db.accounts[0]?.password).toBe('brand-new-password');
  });

  it('explains a dead link and offers a new one, keeping the input', async () => {
    await renderApp(`/password-recovery?token=${INVALID_RESET_TOKEN}&email=${encodeURIComponent(DEMO_EMAIL)}`);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Новый пароль'), 'brand-new-password');
    await user.type(screen.getByLabelText('Повторите пароль'), 'brand-new-password');
    await user.click(screen.getByRole('button', { name: 'Сменить пароль' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/недействительна/);
    expect(screen.getByLabelText('Новый пароль')).toHaveValue('brand-new-password');
    expect(screen.getByRole('link', { name: 'Запросить новую ссылку' })).toHaveAttribute('href', '/password-recovery');
  });

  it('says a sent link in Russian when the server answers in English (Laravel’s own broker text)', async () => {
    server.use(
      http.post(apiPath('/api/cabinet/recovery'), () => HttpResponse.json({ message: 'We have emailed your password reset link.' })),
    );
    await renderApp('/password-recovery');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), DEMO_EMAIL);
    await user.click(screen.getByRole('button', { name: 'Отправить ссылку' }));
    const notice = await within(screen.getByRole('main')).findByRole('status');
    expect(notice).toHaveTextContent(/отправили на него ссылку/);
    expect(notice).not.toHaveTextContent('We have emailed');
  });

  it('says a changed password in Russian on the sign-in page when the server answers in English', async () => {
    server.use(
      http.post(apiPath('/api/cabinet/recovery'), () => HttpResponse.json({ message: 'Your password has been reset.' })),
    );
    const app = await renderApp(`/password-recovery?token=good-token&email=${encodeURIComponent(DEMO_EMAIL)}`);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Новый пароль'), 'brand-new-password');
    await user.type(screen.getByLabelText('Повторите пароль'), 'brand-new-password');
    await user.click(screen.getByRole('button', { name: 'Сменить пароль' }));
    await waitFor(() => expect(app.location()).toBe('/login'));
    await waitFor(() => expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent('Пароль изменён'));
    expect(screen.queryByText(/has been reset/)).not.toBeInTheDocument();
  });
});
