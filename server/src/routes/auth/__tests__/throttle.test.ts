import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { optionsFromEnv } from '../../../options.ts';
import { ALL_TABLES, createTestApp, guest, json, signedIn, snapshot, timedApp, type TestClient } from '../../../testing/test-app.ts';

const LOGIN = '/api/cabinet/login';
const REGISTER = '/api/cabinet/register';
const RECOVERY = '/api/cabinet/recovery';

const mailCount = (app: FastifyInstance, to: string) => app.mailer.list(to).length;

function registration(email: string) {
  return { name: 'Пётр', email, password: 'secret-pass', password_confirmation: 'secret-pass' };
}

async function from(app: FastifyInstance, ip: string): Promise<TestClient> {
  const client = await guest(app);
  client.remoteAddress = ip;
  return client;
}

function expect429(response: Awaited<ReturnType<TestClient['post']>>, field: string, seconds: string) {
  expect(response.statusCode).toBe(429);
  expect(response.headers['retry-after']).toBe(seconds);
  const body = json(response);
  expect(body.message).toMatch(/Повторите через \d+ (секунду|секунды|секунд|минуту|минуты|минут)\.$/);
  expect(Object.keys(body.errors as object)).toEqual([field]);
}

describe('throttles', () => {
  describe('password recovery', () => {
    it('mails one link per address per minute: 15 requests send 1 letter, then 429 with Retry-After', async () => {
      const { app, advance } = await timedApp();
      const client = await guest(app);
      expect((await client.post(RECOVERY, { email: 'demo@example.com' })).statusCode).toBe(200);
      for (let attempt = 0; attempt < 14; attempt += 1) {
        expect429(await client.post(RECOVERY, { email: 'demo@example.com' }), 'email', '60');
      }
      expect(mailCount(app, 'demo@example.com')).toBe(1);
      advance(60_000);
      expect((await client.post(RECOVERY, { email: 'DEMO@example.com' })).statusCode).toBe(200);
      expect(mailCount(app, 'demo@example.com')).toBe(2);
    });

    it('answers an unregistered address the same way, so the 429 reveals no account', async () => {
      const client = await guest();
      expect((await client.post(RECOVERY, { email: 'nobody@example.com' })).statusCode).toBe(200);
      expect429(await client.post(RECOVERY, { email: 'nobody@example.com' }), 'email', '60');
    });

    it('caps requests per IP per hour, whatever the address', async () => {
      const { app } = await timedApp();
      const client = await from(app, '203.0.113.7');
      for (let index = 0; index < 10; index += 1) {
        expect((await client.post(RECOVERY, { email: `person${index}@example.com` })).statusCode).toBe(200);
      }
      expect429(await client.post(RECOVERY, { email: 'demo@example.com' }), 'email', '3600');
      expect(mailCount(app, 'demo@example.com')).toBe(0);
      // Another IP is not affected.
      expect((await (await from(app, '203.0.113.8')).post(RECOVERY, { email: 'demo@example.com' })).statusCode).toBe(200);
    });
  });

  describe('verification letters', () => {
    it('send a registered address one letter a minute, however often someone signs in to it', async () => {
      const { app, advance } = await timedApp();
      const client = await guest(app);
      expect((await client.post(REGISTER, registration('victim@example.com'))).statusCode).toBe(201);
      for (let attempt = 0; attempt < 10; attempt += 1) {
        const response = await client.post(LOGIN, { email: 'victim@example.com', password: 'secret-pass' });
        expect(response.statusCode).toBe(403);
        expect(json(response).message).toBe(
          'Подтвердите email: ссылка уже отправлена на victim@example.com. Если письма нет, войдите снова через 60 секунд — мы отправим новое.',
        );
      }
      expect(mailCount(app, 'victim@example.com')).toBe(1);
      advance(60_000);
      const later = await client.post(LOGIN, { email: 'victim@example.com', password: 'secret-pass' });
      expect(json(later).message).toContain('мы отправили письмо');
      expect(mailCount(app, 'victim@example.com')).toBe(2);
    });

    it('refuse with 429 an e-mail change to an address mailed within the minute, changing nothing', async () => {
      const { app } = await timedApp();
      const client = await signedIn(app);
      expect((await client.put('/api/cabinet/user/update', { email: 'new@example.com' })).statusCode).toBe(200);
      expect((await client.put('/api/cabinet/user/update', { email: 'demo@example.com' })).statusCode).toBe(200);
      const before = snapshot(app, ALL_TABLES);
      expect429(await client.put('/api/cabinet/user/update', { email: 'new@example.com' }), 'email', '60');
      expect(snapshot(app, ALL_TABLES)).toEqual(before);
      expect(mailCount(app, 'new@example.com')).toBe(1);
    });

    it('are capped per IP per hour', async () => {
      const { app, advance } = await timedApp();
      const client = await from(app, '203.0.113.9');
      for (let index = 0; index < 20; index += 1) {
        expect((await client.post(REGISTER, registration(`user${index}@example.com`))).statusCode).toBe(201);
      }
      advance(60_000);
      const response = await (await from(app, '203.0.113.10')).post(LOGIN, { email: 'user0@example.com', password: 'secret-pass' });
      expect(response.statusCode).toBe(403);
      expect(mailCount(app, 'user0@example.com')).toBe(2);
      // Another account signing in from the exhausted IP gets no new letter.
      await client.post(LOGIN, { email: 'user1@example.com', password: 'secret-pass' });
      expect(mailCount(app, 'user1@example.com')).toBe(1);
    });
  });

  describe('registration', () => {
    it('is capped per IP per hour with 429 and Retry-After, creating nothing', async () => {
      const { app } = await timedApp();
      const client = await from(app, '198.51.100.1');
      for (let index = 0; index < 20; index += 1) {
        expect((await client.post(REGISTER, registration(`new${index}@example.com`))).statusCode).toBe(201);
      }
      const before = snapshot(app, ALL_TABLES);
      expect429(await client.post(REGISTER, registration('one-more@example.com')), 'email', '3600');
      expect(snapshot(app, ALL_TABLES)).toEqual(before);
    });

    it('counts every attempt before reading the form: 30 tries of a taken address end in 429, not in 30 «taken» answers', async () => {
      const { app } = await timedApp();
      const client = await from(app, '198.51.100.2');
      const statuses: number[] = [];
      for (let index = 0; index < 30; index += 1) {
        const response = await client.post(REGISTER, registration('demo@example.com'));
        statuses.push(response.statusCode);
        if (response.statusCode === 429) expect429(response, 'email', '3600');
      }
      expect(statuses).toEqual([...Array<number>(20).fill(422), ...Array<number>(10).fill(429)]);
      // The spent IP is refused whatever it sends; another IP is not affected.
      expect429(await client.post(REGISTER, registration('fresh@example.com')), 'email', '3600');
      expect((await (await from(app, '198.51.100.3')).post(REGISTER, registration('fresh@example.com'))).statusCode).toBe(201);
    });
  });

  describe('e-mail change', () => {
    it('counts every attempt before looking the address up: 30 tries of a taken address end in 429', async () => {
      const { app, advance } = await timedApp();
      const client = await signedIn(app);
      const statuses: number[] = [];
      for (let index = 0; index < 30; index += 1) {
        const response = await client.put('/api/cabinet/user/update', { email: 'ivan@example.com' });
        statuses.push(response.statusCode);
        if (response.statusCode === 429) expect429(response, 'email', '3600');
      }
      expect(statuses).toEqual([...Array<number>(10).fill(422), ...Array<number>(20).fill(429)]);
      // Saving the rest of the profile is not an e-mail change: it goes on.
      expect((await client.put('/api/cabinet/user/update', { name: 'Анна', email: 'demo@example.com' })).statusCode).toBe(200);
      advance(3_600_000);
      expect((await client.put('/api/cabinet/user/update', { email: 'ivan@example.com' })).statusCode).toBe(422);
    });
  });

  describe('failed logins', () => {
    it('are capped per IP across different e-mails: 429 even for right credentials', async () => {
      const { app, advance } = await timedApp();
      const client = await from(app, '192.0.2.44');
      for (let index = 0; index < 20; index += 1) {
        expect((await client.post(LOGIN, { email: `guess${index}@example.com`, password: 'wrong-password' })).statusCode).toBe(422);
      }
      expect429(await client.post(LOGIN, { email: 'demo@example.com', password: 'demo-password' }), 'email', '600');
      expect((await (await from(app, '192.0.2.45')).post(LOGIN, { email: 'demo@example.com', password: 'demo-password' })).statusCode).toBe(200);
      advance(600_000);
      expect((await client.post(LOGIN, { email: 'demo@example.com', password: 'demo-password' })).statusCode).toBe(200);
    });

    it('are counted per client behind a trusted proxy (X-Forwarded-For), never from an untrusted one', async () => {
      const behindProxy = await guest(await createTestApp({ trustProxy: '127.0.0.1' }));
      const fail = (client: TestClient, forwardedFor: string) =>
        client.request({
          method: 'POST',
          url: LOGIN,
          payload: { email: `x${forwardedFor}@example.com`, password: 'wrong-password' },
          headers: { 'x-forwarded-for': forwardedFor },
        });
      for (let index = 0; index < 20; index += 1) await fail(behindProxy, '198.51.100.20');
      expect((await fail(behindProxy, '198.51.100.20')).statusCode).toBe(429);
      expect((await fail(behindProxy, '198.51.100.21')).statusCode).toBe(422);
      // Without a trusted proxy the header is the client's own claim: ignored.
      const direct = await guest();
      for (let index = 0; index < 20; index += 1) await fail(direct, `203.0.113.${index}`);
      expect((await fail(direct, '203.0.113.99')).statusCode).toBe(429);
      expect(optionsFromEnv({}).trustProxy).toBe(false);
      expect(optionsFromEnv({ CABINET_TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toBe('10.0.0.0/8,127.0.0.1');
    });

    it('are counted in the database, so a restart does not forget them', async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cabinet-throttle-'));
      const dbPath = path.join(dir, 'cabinet.sqlite');
      const first = await guest(await createTestApp({ dbPath, dataDir: dir }));
      for (let attempt = 0; attempt < 5; attempt += 1) await first.post(LOGIN, { email: 'demo@example.com', password: 'wrong-password' });
      await first.app.close();
      const second = await guest(await createTestApp({ dbPath, dataDir: dir }));
      expect((await second.post(LOGIN, { email: 'demo@example.com', password: 'demo-password' })).statusCode).toBe(429);
    });

    it('are forgotten by POST /_dev/reset', async () => {
      const client = await guest();
      for (let attempt = 0; attempt < 5; attempt += 1) await client.post(LOGIN, { email: 'demo@example.com', password: 'wrong-password' });
      expect((await client.post('/_dev/reset')).statusCode).toBe(204);
      expect((await (await guest(client.app)).post(LOGIN, { email: 'demo@example.com', password: 'demo-password' })).statusCode).toBe(200);
    });
  });

  it('takes its limits from the environment as Laravel writes them: "max,minutes"', () => {
    expect(optionsFromEnv({}).throttles).toEqual({
      login: { max: 5, decaySeconds: 60 },
      loginIp: { max: 20, decaySeconds: 600 },
      mailAddress: { max: 1, decaySeconds: 60 },
      recoveryIp: { max: 10, decaySeconds: 3600 },
      verificationIp: { max: 20, decaySeconds: 3600 },
      registerIp: { max: 20, decaySeconds: 3600 },
      emailChange: { max: 10, decaySeconds: 3600 },
      images: { max: 20, decaySeconds: 3600 },
      messages: { max: 10, decaySeconds: 3600 },
      guestSessions: { max: 300, decaySeconds: 600 },
      subscribeIp: { max: 10, decaySeconds: 3600 },
      telemetryIp: { max: 120, decaySeconds: 60 },
    });
    const custom = optionsFromEnv({ CABINET_THROTTLE_LOGIN_IP: '100,1', CABINET_THROTTLE_REGISTER_IP: '500, 60', CABINET_THROTTLE_MAIL: 'x' });
    expect(custom.throttles.loginIp).toEqual({ max: 100, decaySeconds: 60 });
    expect(custom.throttles.registerIp).toEqual({ max: 500, decaySeconds: 3600 });
    expect(custom.throttles.mailAddress).toEqual({ max: 1, decaySeconds: 60 });
  });
});
