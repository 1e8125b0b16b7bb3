import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { PNG } from '../testing/files.ts';
import { multipart } from '../testing/multipart.ts';
import { json, signedIn, timedApp, type TestClient } from '../testing/test-app.ts';

const NEW_EMAIL = 'anna.new@example.com';
const REFUSED = `Подтвердите email: перейдите по ссылке из письма, которое мы отправили на ${NEW_EMAIL}. Пока адрес не подтверждён, этот раздел недоступен.`;
const RESEND = '/api/cabinet/email/verification-notification';

/** The demo user, signed in, who has just changed the e-mail (unconfirmed now), on an app whose clock the test moves. */
async function withNewEmail(): Promise<{ app: FastifyInstance; client: TestClient; advance: (ms: number) => void }> {
  const { app, advance } = await timedApp();
  const client = await signedIn(app);
  const changed = await client.put('/api/cabinet/user/update', { email: NEW_EMAIL });
  expect(json(changed).data).toMatchObject({ email: NEW_EMAIL, email_verified_at: null });
  return { app, client, advance };
}

/** The mailed link's query, as the /verify page sends it. */
function verificationUrl(app: FastifyInstance): string {
  const link = new URL(app.mailer.list(NEW_EMAIL)[0]?.links[0] ?? '');
  const [, , id, hash] = link.pathname.split('/');
  const query = new URLSearchParams({ id: id ?? '', hash: hash ?? '', expires: link.searchParams.get('expires') ?? '', signature: link.searchParams.get('signature') ?? '' });
  return `/api/cabinet/verify/email?${query.toString()}`;
}

const SECTION_CALLS = [
  ['GET', '/api/cabinet/events'],
  ['GET', '/api/cabinet/events/1'],
  ['GET', '/api/cabinet/events/1/mark'],
  ['GET', '/api/cabinet/notifications'],
  ['GET', '/api/cabinet/notifications/1/mark'],
  ['GET', '/api/cabinet/polls'],
  ['GET', '/api/cabinet/polls/1'],
  ['GET', '/api/cabinet/polls/1/start'],
  ['PUT', '/api/cabinet/polls/set-answer-questions'],
  ['POST', '/api/cabinet/user/send-message'],
] as const;

describe('a changed e-mail awaiting confirmation (Laravel’s `verified`)', () => {
  it.each(SECTION_CALLS)('refuses %s %s with 403 and the Russian reason', async (method, url) => {
    const { client } = await withNewEmail();
    const response = await client.request({ method, url, payload: method === 'GET' ? undefined : {} });
    expect(response.statusCode).toBe(403);
    expect(json(response)).toEqual({ message: REFUSED });
  });

  it('keeps the profile open: reading it, changing the e-mail again, the photo', async () => {
    const { client } = await withNewEmail();
    expect(json(await client.get('/api/cabinet/user')).data).toMatchObject({ email: NEW_EMAIL, email_verified_at: null });
    const photo = await client.request({ method: 'POST', url: '/api/cabinet/user/upload-image', ...multipart({}, [{ field: 'image', filename: 'a.png', data: PNG }]) });
    expect(photo.statusCode).toBe(200);
    expect(json(await client.put('/api/cabinet/user/update', { email: 'anna.fixed@example.com' })).data).toMatchObject({ email: 'anna.fixed@example.com' });
  });

  it('mails a new link on request, throttled like every verification letter', async () => {
    const { app, client, advance } = await withNewEmail();
    const early = await client.post(RESEND);
    expect(early.statusCode).toBe(429);
    expect(early.headers['retry-after']).toBe('60');
    advance(60_000);
    const resent = await client.post(RESEND);
    expect(resent.statusCode).toBe(200);
    expect(json(resent)).toEqual({ message: `Мы отправили письмо со ссылкой на ${NEW_EMAIL}. Ссылка действует 60 минут.` });
    const [letter] = app.mailer.list(NEW_EMAIL);
    expect(letter?.subject).toBe('Подтвердите новый email');
    expect(letter?.text).toContain(`указан новый адрес электронной почты — ${NEW_EMAIL}`);
    expect(app.mailer.list(NEW_EMAIL)).toHaveLength(2);
  });

  it('lets the user sign out', async () => {
    const { client } = await withNewEmail();
    expect((await client.post('/api/cabinet/logout')).statusCode).toBe(204);
    expect((await client.get('/api/cabinet/user')).statusCode).toBe(401);
  });

  it('opens the sections again once the mailed link is followed, and sends no letter to a confirmed address', async () => {
    const { app, client } = await withNewEmail();
    expect((await client.get(verificationUrl(app))).statusCode).toBe(200);
    expect((await client.get('/api/cabinet/events')).statusCode).toBe(200);
    expect((await client.post('/api/cabinet/user/send-message', { subject: 'Тема', message: 'Текст' })).statusCode).toBe(201);
    expect(json(await client.post(RESEND))).toEqual({ message: 'Email уже подтверждён.' });
    expect(app.mailer.list(NEW_EMAIL)).toHaveLength(1);
  });

  it('refuses a bearer token of that user alike', async () => {
    const { app, client } = await withNewEmail();
    const { token } = json(await client.post('/api/cabinet/login', { email: 'ivan@example.com', password: 'demo-password', device_name: 'test' }));
    const ivan = { authorization: `Bearer ${String(token)}` };
    await app.inject({ method: 'PUT', url: '/api/cabinet/user/update', headers: ivan, payload: { email: 'ivan.new@example.com' } });
    const response = await app.inject({ method: 'GET', url: '/api/cabinet/polls', headers: ivan });
    expect(response.statusCode).toBe(403);
    expect(json(response).message).toContain('ivan.new@example.com');
  });
});
