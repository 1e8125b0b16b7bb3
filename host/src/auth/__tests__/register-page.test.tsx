import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEMO_EMAIL } from '@cabinet/testing';
import { setupHostApi } from '../../__tests__/helpers/host-api.ts';
import { renderApp } from '../../__tests__/helpers/render-app.tsx';

const { db } = setupHostApi({ signedIn: false });

async function fillForm(values: { name: string; email: string; password: string; confirmation: string }) {
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: 'Имя' }), values.name);
  await user.type(screen.getByRole('textbox', { name: 'Email' }), values.email);
  await user.type(screen.getByLabelText('Пароль'), values.password);
  await user.type(screen.getByLabelText('Повторите пароль'), values.confirmation);
  await user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
}

describe('register page', () => {
  it('creates the account and asks to check the mail at the address given', async () => {
    const app = await renderApp('/register');
    await fillForm({ name: 'Ирина', email: 'irina@example.com', password: 'secret-123', confirmation: 'secret-123' });
    await waitFor(() => expect(app.location()).toBe('/confirm-email'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Проверьте почту' })).toBeInTheDocument();
    expect(screen.getByText('irina@example.com')).toBeInTheDocument();
    expect(db.accounts.some((account) => account.user.email === 'irina@example.com')).toBe(true);
  });

  it('says the passwords differ under the confirmation, without sending', async () => {
    const app = await renderApp('/register');
    await fillForm({ name: 'Ирина', email: 'irina@example.com', password: 'secret-123', confirmation: 'secret-456' });
    expect(screen.getByLabelText('Повторите пароль')).toHaveAccessibleDescription('Пароли не совпадают');
    expect(app.location()).toBe('/register');
    expect(db.accounts).toHaveLength(1);
  });

  it('shows the server 422 under the email and keeps every field', async () => {
    await renderApp('/register');
    await fillForm({ name: 'Ирина', email: DEMO_EMAIL, password: 'secret-123', confirmation: 'secret-123' });
    const email = screen.getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription(/email уже/i);
    expect(email).toHaveValue(DEMO_EMAIL);
    expect(screen.getByRole('textbox', { name: 'Имя' })).toHaveValue('Ирина');
    expect(screen.getByLabelText('Повторите пароль')).toHaveValue('secret-123');
  });
});
