import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { NotificationListResponseSchema, NotificationResponseSchema } from '@cabinet/runtime/contract';
import { guest, json, signedIn, snapshot } from '../../../testing/test-app.ts';

const LIST = '/api/cabinet/notifications';

describe('GET /api/cabinet/notifications', () => {
  it('lists the user\'s notifications newest first with meta.unread', async () => {
    const client = await signedIn();
    const response = await client.get(LIST);
    expect(response.statusCode).toBe(200);
    const body = v.parse(NotificationListResponseSchema, response.json());
    expect(body.meta).toMatchObject({ total: 40, per_page: 15, last_page: 3, unread: 9 });
    const created = body.data.map((item) => item.created_at);
    expect(created).toEqual([...created].sort().reverse());
  });

  it('lists only unread ones with unread=1', async () => {
    const client = await signedIn();
    const body = v.parse(NotificationListResponseSchema, (await client.get(`${LIST}?unread=1&per_page=100`)).json());
    expect(body.data).toHaveLength(9);
    expect(body.data.every((item) => item.read_at === null)).toBe(true);
    expect(body.meta).toMatchObject({ total: 9, unread: 9 });
    expect(body.links.first).toContain('unread=1');
  });

  it('takes unread=1 and unread=0, and refuses unread=true as Laravel’s boolean rule does', async () => {
    const client = await signedIn();
    expect(json(await client.get(`${LIST}?unread=1`)).meta).toMatchObject({ total: 9 });
    expect(json(await client.get(`${LIST}?unread=0`)).meta).toMatchObject({ total: 40 });
    expect((await client.get(`${LIST}?unread=true`)).statusCode).toBe(422);
  });

  it('answers 422 for unread=maybe', async () => {
    const client = await signedIn();
    const response = await client.get(`${LIST}?unread=maybe`);
    expect(response.statusCode).toBe(422);
    expect(json(response).errors).toEqual({ unread: ['Ожидалось 1 или 0'] });
  });

  it('answers 401 to a guest', async () => {
    expect((await (await guest()).get(LIST)).statusCode).toBe(401);
  });
});

describe('GET /api/cabinet/notifications/{id}/mark', () => {
  it('marks as read, lowers the unread count, and is idempotent', async () => {
    const client = await signedIn();
    const first = v.parse(NotificationResponseSchema, (await client.get(`${LIST}/40/mark`)).json()).data;
    expect(first.read_at).not.toBeNull();
    const second = v.parse(NotificationResponseSchema, (await client.get(`${LIST}/40/mark`)).json()).data;
    expect(second.read_at).toBe(first.read_at);
    expect(json(await client.get(LIST)).meta).toMatchObject({ unread: 8 });
  });

  it('keeps the first read time of an already read notification', async () => {
    const client = await signedIn();
    const before = snapshot(client.app, ['notifications']);
    const response = await client.get(`${LIST}/1/mark`);
    expect(response.statusCode).toBe(200);
    expect(snapshot(client.app, ['notifications'])).toEqual(before);
  });

  it('answers 404 for another user\'s notification and changes nothing', async () => {
    const client = await signedIn();
    const before = snapshot(client.app, ['notifications']);
    const response = await client.get(`${LIST}/41/mark`);
    expect(response.statusCode).toBe(404);
    expect(json(response)).toEqual({ message: 'Уведомление не найдено' });
    expect(snapshot(client.app, ['notifications'])).toEqual(before);
  });

  it('answers 404 for a non-numeric id and 401 to a guest', async () => {
    const client = await signedIn();
    expect((await client.get(`${LIST}/abc/mark`)).statusCode).toBe(404);
    expect((await (await guest()).get(`${LIST}/1/mark`)).statusCode).toBe(401);
  });
});
