import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { UserResponseSchema } from '@cabinet/runtime/contract';
import { createTestApp, guest, json, signedIn } from '../../../testing/test-app.ts';

describe('GET /api/cabinet/user', () => {
  it('answers {data: user} matching the contract', async () => {
    const client = await signedIn();
    const response = await client.get('/api/cabinet/user');
    expect(response.statusCode).toBe(200);
    expect(v.parse(UserResponseSchema, response.json()).data).toMatchObject({
      id: 1,
      name: 'Анна Смирнова',
      email: 'demo@example.com',
      socials: [
        { type: 'tg', url: 'https://t.me/anna_smirnova' },
        { type: 'vk', url: 'https://vk.com/anna.smirnova' },
      ],
    });
  });

  it('answers 401 "Unauthenticated." to a guest', async () => {
    const response = await (await guest()).get('/api/cabinet/user');
    expect(response.statusCode).toBe(401);
    expect(json(response)).toEqual({ message: 'Unauthenticated.' });
  });

  it('answers 401 after an idle session expires (120 minutes)', async () => {
    let now = Date.parse('2030-01-01T10:00:00Z');
    const client = await signedIn(await createTestApp({ now: () => new Date(now) }));
    now += 119 * 60 * 1000;
    expect((await client.get('/api/cabinet/user')).statusCode).toBe(200);
    now += 121 * 60 * 1000;
    expect((await client.get('/api/cabinet/user')).statusCode).toBe(401);
  });

  it('answers 401 mid-session once /_dev/sessions is cleared', async () => {
    const client = await signedIn();
    expect((await client.delete('/_dev/sessions')).statusCode).toBe(204);
    expect((await client.get('/api/cabinet/user')).statusCode).toBe(401);
  });
});
