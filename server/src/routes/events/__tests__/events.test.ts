import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { EventListResponseSchema, EventResponseSchema } from '@cabinet/runtime/contract';
import { createTestApp, guest, json, signedIn, snapshot } from '../../../testing/test-app.ts';

const LIST = '/api/cabinet/events';

async function list(query: string) {
  const client = await signedIn();
  const response = await client.get(`${LIST}${query}`);
  return { client, response, body: v.parse(EventListResponseSchema, response.json()) };
}

describe('GET /api/cabinet/events', () => {
  it('answers a Laravel paginated list that matches the contract', async () => {
    const { response, body } = await list('');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(body.data).toHaveLength(15);
    expect(body.meta).toMatchObject({ current_page: 1, from: 1, to: 15, per_page: 15, total: 30, last_page: 2 });
    expect(body.meta.path).toBe('http://localhost:80/api/cabinet/events');
    expect(body.links.prev).toBeNull();
    expect(body.links.next).toContain('page=2');
  });

  it('lists upcoming events soonest first, including the one in progress', async () => {
    const { body } = await list('?status=upcoming&per_page=100');
    const now = new Date().toISOString();
    expect(body.data.length).toBeGreaterThan(10);
    expect(body.data.every((event) => event.ends_at > now)).toBe(true);
    const starts = body.data.map((event) => event.starts_at);
    expect(starts).toEqual([...starts].sort());
    expect(String(body.data[0]?.starts_at) < now).toBe(true);
  });

  it('lists past events latest first', async () => {
    const { body } = await list('?status=past&per_page=100');
    const now = new Date().toISOString();
    expect(body.data.every((event) => event.ends_at <= now)).toBe(true);
    const starts = body.data.map((event) => event.starts_at);
    expect(starts).toEqual([...starts].sort().reverse());
    expect(body.meta.total + (await list('?status=upcoming')).body.meta.total).toBe(30);
  });

  it('paginates with page and per_page and keeps filters in the links', async () => {
    const { body } = await list('?status=past&per_page=5&page=2');
    expect(body.meta).toMatchObject({ current_page: 2, from: 6, to: 10, per_page: 5 });
    expect(body.links.prev).toContain('status=past');
    expect(body.links.prev).toContain('page=1');
    expect(body.links.next).toContain('page=3');
  });

  it('answers an empty page past the end', async () => {
    const { body } = await list('?page=50');
    expect(body.data).toEqual([]);
    expect(body.meta).toMatchObject({ current_page: 50, from: null, to: null });
  });

  it('shows the current user\'s marks', async () => {
    const { body } = await list('?status=past&per_page=100');
    expect(body.data.some((event) => event.marked && event.marked_at !== null)).toBe(true);
    expect(body.data.some((event) => !event.marked && event.marked_at === null)).toBe(true);
  });

  it.each([
    ['?per_page=101', { per_page: ['Максимальное значение: 100'] }],
    ['?per_page=0', { per_page: ['Минимальное значение: 1'] }],
    ['?page=abc', { page: ['Ожидалось целое число'] }],
    ['?status=soon', { status: ['Допустимые значения: «upcoming», «past»'] }],
  ])('answers 422 for %s', async (query, errors) => {
    const client = await signedIn();
    const response = await client.get(`${LIST}${query}`);
    expect(response.statusCode).toBe(422);
    expect(json(response).errors).toEqual(errors);
  });

  it('answers 401 to a guest', async () => {
    const client = await guest();
    const response = await client.get(LIST);
    expect(response.statusCode).toBe(401);
    expect(json(response)).toEqual({ message: 'Unauthenticated.' });
  });
});

describe('GET /api/cabinet/events/{id}', () => {
  it('answers {data: event}', async () => {
    const client = await signedIn();
    const response = await client.get(`${LIST}/1`);
    expect(response.statusCode).toBe(200);
    expect(v.parse(EventResponseSchema, response.json()).data).toMatchObject({ id: 1, title: 'Открытие сезона: встреча участников' });
  });

  it.each(['999', 'abc', '0', '-1', '1.5'])('answers 404 in Russian for id %s', async (id) => {
    const client = await signedIn();
    const response = await client.get(`${LIST}/${id}`);
    expect(response.statusCode).toBe(404);
    expect(json(response)).toEqual({ message: 'Событие не найдено' });
  });
});

describe('GET /api/cabinet/events/{id}/mark', () => {
  it('marks an upcoming event and is idempotent', async () => {
    const client = await signedIn();
    const first = v.parse(EventResponseSchema, (await client.get(`${LIST}/20/mark`)).json()).data;
    expect(first).toMatchObject({ id: 20, marked: true });
    const second = v.parse(EventResponseSchema, (await client.get(`${LIST}/20/mark`)).json()).data;
    expect(second.marked_at).toBe(first.marked_at);
    expect(client.app.db.prepare('SELECT COUNT(*) AS n FROM event_marks WHERE event_id = 20').get()).toEqual({ n: 1 });
  });

  it('marks the event in progress', async () => {
    const client = await signedIn();
    const response = await client.get(`${LIST}/17/mark`);
    expect(response.statusCode).toBe(200);
  });

  it('refuses a past event with 422 and changes nothing', async () => {
    const client = await signedIn();
    const before = snapshot(client.app, ['event_marks']);
    const response = await client.get(`${LIST}/2/mark`);
    expect(response.statusCode).toBe(422);
    expect(json(response)).toEqual({
      message: 'Событие уже завершилось: отметиться нельзя',
      errors: { event: ['Событие уже завершилось: отметиться нельзя'] },
    });
    expect(snapshot(client.app, ['event_marks'])).toEqual(before);
  });

  it('answers a past event already marked as it is (idempotent)', async () => {
    const client = await signedIn();
    const response = await client.get(`${LIST}/1/mark`);
    expect(response.statusCode).toBe(200);
    expect(json(response).data).toMatchObject({ id: 1, marked: true });
  });

  it('keeps marks per user', async () => {
    const app = await createTestApp();
    const demo = await signedIn(app);
    await demo.get(`${LIST}/20/mark`);
    const ivan = await (await guest(app)).login('ivan@example.com');
    expect(json(await ivan.get(`${LIST}/20`)).data).toMatchObject({ marked: false });
  });

  it('answers 404 for an unknown event and 401 to a guest', async () => {
    const client = await signedIn();
    expect((await client.get(`${LIST}/999/mark`)).statusCode).toBe(404);
    expect((await (await guest()).get(`${LIST}/1/mark`)).statusCode).toBe(401);
  });
});
