import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { UserResponseSchema } from '@cabinet/runtime/contract';
import { ALL_TABLES, guest, json, snapshot } from '../../../testing/test-app.ts';

const REGISTER = '/api/cabinet/register';
const VALID = { name: 'Пётр Иванов', email: 'petr@example.com', password: 'secret-pass', password_confirmation: 'secret-pass' };

describe('POST /api/cabinet/register', () => {
  it('answers 201 {data: user}, unverified, without signing in', async () => {
    const client = await guest();
    const response = await client.post(REGISTER, VALID);
    expect(response.statusCode).toBe(201);
    expect(json(response).data).toMatchObject({ name: 'Пётр Иванов', email: 'petr@example.com', email_verified_at: null, socials: [] });
    expect((await client.get('/api/cabinet/user')).statusCode).toBe(401);
  });

  it('stores the password as a salted scrypt hash', async () => {
    const client = await guest();
    await client.post(REGISTER, VALID);
    const hash = String(client.app.db.prepare<[], { password_hash: string }>("SELECT password_hash FROM users WHERE email = 'petr@example.com'").get()?.password_hash);
    expect(hash).toMatch(/^scrypt\$1024\$8\$1\$[\w+/=]{24}\$[\w+/=]{88}$/);
    expect(hash).not.toContain('secret-pass');
  });

  it('mails a signed verification link to the frontend', async () => {
    const client = await guest();
    const user = v.parse(UserResponseSchema, (await client.post(REGISTER, VALID)).json()).data;
    const [mail] = client.app.mailer.list('petr@example.com');
    expect(mail?.subject).toBe('Подтвердите email');
    expect(mail?.links[0]).toMatch(
      new RegExp(`^http://localhost:3000/verify/${user.id}/[0-9a-f]{40}\\?expires=\\d+&signature=[0-9a-f]{64}$`),
    );
  });

  it('answers 422 "Этот email уже занят" for a taken e-mail, whatever its case', async () => {
    const client = await guest();
    const before = snapshot(client.app, ALL_TABLES);
    const response = await client.post(REGISTER, { ...VALID, email: 'DEMO@example.com' });
    expect(response.statusCode).toBe(422);
    expect(json(response).errors).toEqual({ email: ['Этот email уже занят'] });
    expect(snapshot(client.app, ALL_TABLES)).toEqual(before);
  });

  it('answers 422 when the passwords differ', async () => {
    const client = await guest();
    const before = snapshot(client.app, ALL_TABLES);
    const response = await client.post(REGISTER, { ...VALID, password_confirmation: 'other-pass' });
    expect(json(response).errors).toEqual({ password_confirmation: ['Пароли не совпадают'] });
    expect(snapshot(client.app, ALL_TABLES)).toEqual(before);
  });

  it('answers 422 for a short password', async () => {
    const client = await guest();
    const response = await client.post(REGISTER, { ...VALID, password: 'short', password_confirmation: 'short' });
    expect(json(response).errors).toEqual({ password: ['Минимум 8 символов'] });
  });

  it('answers 422 for every missing field', async () => {
    const client = await guest();
    const before = snapshot(client.app, ALL_TABLES);
    const response = await client.post(REGISTER, {});
    expect(response.statusCode).toBe(422);
    const body = json(response);
    expect(body.message).toBe('Обязательное поле (и ещё 3 ошибки)');
    expect(Object.keys(body.errors as object)).toEqual(['name', 'email', 'password', 'password_confirmation']);
    expect(snapshot(client.app, ALL_TABLES)).toEqual(before);
  });

  it('answers 422 for a blank name and wrong types', async () => {
    const client = await guest();
    const response = await client.post(REGISTER, { ...VALID, name: '   ', email: ['a@b.c'] });
    expect(json(response).errors).toEqual({
      name: ['Обязательное поле'],
      email: ['Ожидался тип «строка», получен: «массив»'],
    });
  });

  it('keeps unicode and HTML in the name as text', async () => {
    const client = await guest();
    const name = '<b>Ёжик</b> 🦔 «тест» & <script>alert(1)</script>';
    const response = await client.post(REGISTER, { ...VALID, name });
    expect(json(response).data).toMatchObject({ name });
    expect(response.headers['content-type']).toContain('application/json');
  });

  it('keeps an SQL-looking name as text', async () => {
    const client = await guest();
    const name = "Robert'); DROP TABLE users; --";
    const response = await client.post(REGISTER, { ...VALID, name });
    expect(json(response).data).toMatchObject({ name });
    expect(client.app.db.prepare('SELECT COUNT(*) AS n FROM users').get()).toEqual({ n: 3 });
  });

  it('answers 422 to a name over 255 characters', async () => {
    const client = await guest();
    const response = await client.post(REGISTER, { ...VALID, name: 'я'.repeat(256) });
    expect(json(response).errors).toEqual({ name: ['Максимум 255 символов'] });
  });
});
