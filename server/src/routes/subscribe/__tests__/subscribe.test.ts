import { describe, expect, it } from 'vitest';
import { ALL_TABLES, guest, json, snapshot, timedApp } from '../../../testing/test-app.ts';

const URL = '/api/cabinet/subscribe';

describe('POST /api/cabinet/subscribe', () => {
  it('subscribes a guest and mails a confirmation', async () => {
    const client = await guest();
    const response = await client.post(URL, { email: 'reader@example.com' });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ message: 'Вы подписаны на новости' });
    expect(client.app.mailer.list('reader@example.com')).toHaveLength(1);
  });

  it('is idempotent: a second subscription keeps one row and one mail', async () => {
    const client = await guest();
    await client.post(URL, { email: 'reader@example.com' });
    const response = await client.post(URL, { email: 'Reader@Example.com' });
    expect(response.statusCode).toBe(200);
    expect(client.app.db.prepare('SELECT COUNT(*) AS n FROM subscriptions').get()).toEqual({ n: 1 });
    expect(client.app.mailer.list('reader@example.com')).toHaveLength(1);
  });

  it.each([
    [{}, { email: ['Обязательное поле'] }],
    [{ email: 'not-an-email' }, { email: ['Неверный формат email'] }],
    [{ email: ["' OR 1=1 --"] }, { email: ['Ожидался тип «строка», получен: «массив»'] }],
    [{ email: "x'; DROP TABLE subscriptions; --@example.com" }, { email: ['Неверный формат email'] }],
  ])('answers 422 for %j and stores nothing', async (body, errors) => {
    const client = await guest();
    const before = snapshot(client.app, ALL_TABLES);
    const response = await client.post(URL, body);
    expect(response.statusCode).toBe(422);
    expect(json(response).errors).toEqual(errors);
    expect(snapshot(client.app, ALL_TABLES)).toEqual(before);
  });

  it('answers 419 without the XSRF header', async () => {
    const client = await guest();
    client.sendXsrf = false;
    expect((await client.post(URL, { email: 'reader@example.com' })).statusCode).toBe(419);
  });

  it('takes 10 subscriptions an hour per IP, like the other guest forms: then 429 with Retry-After, and no letter', async () => {
    const { app, advance } = await timedApp();
    const client = await guest(app);
    client.remoteAddress = '203.0.113.60';
    for (let index = 0; index < 10; index += 1) expect((await client.post(URL, { email: `reader${index}@example.com` })).statusCode).toBe(200);
    const refused = await client.post(URL, { email: 'victim@example.com' });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('3600');
    expect(json(refused).errors).toEqual({ email: ['Слишком много подписок из вашей сети. Повторите через 60 минут.'] });
    expect(app.mailer.list('victim@example.com')).toEqual([]);
    const elsewhere = await guest(app);
    elsewhere.remoteAddress = '203.0.113.61';
    expect((await elsewhere.post(URL, { email: 'victim@example.com' })).statusCode).toBe(200);
    advance(3_600_000);
    await client.csrf();
    expect((await client.post(URL, { email: 'reader10@example.com' })).statusCode).toBe(200);
  });
});
