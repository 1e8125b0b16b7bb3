import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { signVerification } from '../../../lib/verification-link.ts';
import { createTestApp, guest, json, snapshot } from '../../../testing/test-app.ts';

/** Registers a user and returns the query of the mailed link, as the /verify page would send it. */
async function registerAndReadLink(app: FastifyInstance) {
  const client = await guest(app);
  await client.post('/api/cabinet/register', {
    name: 'Пётр',
    email: 'petr@example.com',
    password: 'secret-pass',
    password_confirmation: 'secret-pass',
  });
  const link = new URL(app.mailer.list('petr@example.com')[0]?.links[0] ?? '');
  const [, , id, hash] = link.pathname.split('/');
  return {
    client,
    query: { id: id ?? '', hash: hash ?? '', expires: link.searchParams.get('expires') ?? '', signature: link.searchParams.get('signature') ?? '' },
  };
}

const url = (query: Record<string, string>) => `/api/cabinet/verify/email?${new URLSearchParams(query).toString()}`;

describe('GET /api/cabinet/verify/email', () => {
  it('verifies the e-mail, then the user can sign in', async () => {
    const app = await createTestApp();
    const { client, query } = await registerAndReadLink(app);
    const response = await client.get(url(query));
    expect(response.statusCode).toBe(200);
    expect(json(response).message).toBe('Email подтверждён. Теперь вы можете войти.');
    expect((await client.post('/api/cabinet/login', { email: 'petr@example.com', password: 'secret-pass' })).statusCode).toBe(200);
  });

  it('answers 200 again when already verified', async () => {
    const app = await createTestApp();
    const { client, query } = await registerAndReadLink(app);
    await client.get(url(query));
    const again = await client.get(url(query));
    expect(again.statusCode).toBe(200);
    expect(json(again).message).toBe('Email уже подтверждён. Можно войти.');
  });

  it('answers 403 for a tampered signature and changes nothing', async () => {
    const app = await createTestApp();
    const { client, query } = await registerAndReadLink(app);
    const before = snapshot(app, ['users']);
    const response = await client.get(url({ ...query, signature: '0'.repeat(64) }));
    expect(response.statusCode).toBe(403);
    expect(json(response).message).toBe('Ссылка подтверждения недействительна.');
    expect(snapshot(app, ['users'])).toEqual(before);
  });

  it('answers 403 when the expiry was changed (it is signed)', async () => {
    const app = await createTestApp();
    const { client, query } = await registerAndReadLink(app);
    expect((await client.get(url({ ...query, expires: String(Number(query.expires) + 3600) }))).statusCode).toBe(403);
  });

  it('answers 403 after 60 minutes', async () => {
    let now = Date.parse('2030-01-01T10:00:00Z');
    const app = await createTestApp({ now: () => new Date(now) });
    const { client, query } = await registerAndReadLink(app);
    now += 61 * 60 * 1000;
    const response = await client.get(url(query));
    expect(response.statusCode).toBe(403);
    expect(json(response).message).toContain('Срок действия ссылки истёк');
  });

  it('answers 403 when the hash is not the user\'s e-mail', async () => {
    const app = await createTestApp();
    const { client } = await registerAndReadLink(app);
    const forged = { id: 3, hash: 'a'.repeat(40), expires: Math.floor(Date.now() / 1000) + 600 };
    const signature = signVerification(app.config.appKey, forged);
    const response = await client.get(url({ id: '3', hash: forged.hash, expires: String(forged.expires), signature }));
    expect(response.statusCode).toBe(403);
  });

  it('answers 404 for an unknown user with a valid signature', async () => {
    const app = await createTestApp();
    const client = await guest(app);
    const forged = { id: 999, hash: 'a'.repeat(40), expires: Math.floor(Date.now() / 1000) + 600 };
    const signature = signVerification(app.config.appKey, forged);
    const response = await client.get(url({ id: '999', hash: forged.hash, expires: String(forged.expires), signature }));
    expect(response.statusCode).toBe(404);
    expect(json(response).message).toBe('Пользователь не найден');
  });

  it('answers 403 when parameters are missing', async () => {
    const client = await guest();
    expect((await client.get('/api/cabinet/verify/email')).statusCode).toBe(403);
  });
});
