import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ALL_TABLES, createTestApp, guest, json, signedIn, snapshot } from '../../../testing/test-app.ts';

const RECOVERY = '/api/cabinet/recovery';
const SENT = 'Если такой email зарегистрирован, мы отправили на него ссылку для восстановления пароля.';

function resetLink(app: FastifyInstance) {
  const link = new URL(app.mailer.list('demo@example.com')[0]?.links[0] ?? '');
  return { link, token: link.searchParams.get('token') ?? '', email: link.searchParams.get('email') ?? '' };
}

const newPassword = (token: string, email = 'demo@example.com') => ({
  token,
  email,
  password: 'brand-new-pass',
  password_confirmation: 'brand-new-pass',
});

describe('POST /api/cabinet/recovery', () => {
  it('mails a one-time link to /password-recovery and answers 200 {message}', async () => {
    const client = await guest();
    const response = await client.post(RECOVERY, { email: 'demo@example.com' });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ message: SENT });
    const { link, token, email } = resetLink(client.app);
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost:3000/password-recovery');
    expect(email).toBe('demo@example.com');
    const stored = client.app.db.prepare<[], { token_hash: string }>('SELECT token_hash FROM password_reset_tokens').get();
    expect(stored?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.token_hash).not.toBe(token);
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const client = await guest();
    const before = snapshot(client.app, ALL_TABLES);
    const response = await client.post(RECOVERY, { email: 'nobody@example.com' });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ message: SENT });
    expect(snapshot(client.app, ALL_TABLES)).toEqual(before);
  });

  it('answers 422 for a malformed e-mail', async () => {
    const client = await guest();
    const response = await client.post(RECOVERY, { email: 'nope' });
    expect(response.statusCode).toBe(422);
    expect(json(response).errors).toEqual({ email: ['Неверный формат email'] });
  });

  it('sets the new password, spends the token and signs the user out everywhere', async () => {
    const app = await createTestApp();
    const session = await signedIn(app);
    const client = await guest(app);
    await client.post(RECOVERY, { email: 'demo@example.com' });
    const { token } = resetLink(app);
    const response = await client.post(RECOVERY, newPassword(token));
    expect(response.statusCode).toBe(200);
    expect(json(response).message).toBe('Пароль изменён. Войдите с новым паролем.');
    expect((await session.get('/api/cabinet/user')).statusCode).toBe(401);
    expect((await client.post('/api/cabinet/login', { email: 'demo@example.com', password: 'demo-password' })).statusCode).toBe(422);
    expect((await client.post('/api/cabinet/login', { email: 'demo@example.com', password: 'brand-new-pass' })).statusCode).toBe(200);
    const again = await client.post(RECOVERY, newPassword(token));
    expect(again.statusCode).toBe(422);
  });

  it('answers 422 for a wrong token and changes nothing', async () => {
    const client = await guest();
    await client.post(RECOVERY, { email: 'demo@example.com' });
    const before = snapshot(client.app, ALL_TABLES);
    const response = await client.post(RECOVERY, newPassword('forged-token'));
    expect(response.statusCode).toBe(422);
    expect(json(response).errors).toEqual({ token: ['Ссылка для восстановления недействительна или устарела. Запросите новую.'] });
    expect(snapshot(client.app, ALL_TABLES)).toEqual(before);
  });

  it('answers 422 for a token of another e-mail', async () => {
    const client = await guest();
    await client.post(RECOVERY, { email: 'demo@example.com' });
    const { token } = resetLink(client.app);
    expect((await client.post(RECOVERY, newPassword(token, 'ivan@example.com'))).statusCode).toBe(422);
  });

  it('answers 422 after 60 minutes', async () => {
    let now = Date.parse('2030-01-01T10:00:00Z');
    const client = await guest(await createTestApp({ now: () => new Date(now) }));
    await client.post(RECOVERY, { email: 'demo@example.com' });
    const { token } = resetLink(client.app);
    now += 61 * 60 * 1000;
    // The guest session has expired meanwhile: the page fetches a new CSRF token, as the client does after a 419.
    await client.csrf();
    expect((await client.post(RECOVERY, newPassword(token))).statusCode).toBe(422);
  });

  it('answers 422 when the new passwords differ or are short', async () => {
    const client = await guest();
    await client.post(RECOVERY, { email: 'demo@example.com' });
    const { token } = resetLink(client.app);
    const before = snapshot(client.app, ALL_TABLES);
    const differ = await client.post(RECOVERY, { ...newPassword(token), password_confirmation: 'something-else' });
    expect(json(differ).errors).toEqual({ password_confirmation: ['Пароли не совпадают'] });
    const short = await client.post(RECOVERY, { ...newPassword(token), password: '1234567', password_confirmation: '1234567' });
    expect(json(short).errors).toEqual({ password: ['Минимум 8 символов'] });
    expect(snapshot(client.app, ALL_TABLES)).toEqual(before);
  });

  it('answers 422 "Обязательное поле" for an empty token instead of mailing a new link', async () => {
    const client = await guest();
    const before = snapshot(client.app, ALL_TABLES);
    const response = await client.post(RECOVERY, newPassword(''));
    expect(json(response).errors).toEqual({ token: ['Обязательное поле'] });
    expect(snapshot(client.app, ALL_TABLES)).toEqual(before);
  });

  it('only the latest link works', async () => {
    let now = Date.parse('2030-01-01T10:00:00Z');
    const client = await guest(await createTestApp({ now: () => new Date(now) }));
    await client.post(RECOVERY, { email: 'demo@example.com' });
    const first = resetLink(client.app).token;
    // One letter per address per minute.
    now += 60_000;
    await client.post(RECOVERY, { email: 'demo@example.com' });
    const second = resetLink(client.app).token;
    expect((await client.post(RECOVERY, newPassword(first))).statusCode).toBe(422);
    expect((await client.post(RECOVERY, newPassword(second))).statusCode).toBe(200);
  });
});
