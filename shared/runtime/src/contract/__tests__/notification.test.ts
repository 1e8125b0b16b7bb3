import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { NotificationSchema } from '../notification.ts';

const notification = { title: 'Новое событие', body: 'Открыта запись.', created_at: '2026-11-01T10:00:00.000000Z', read_at: null, link: null };

describe('a notification', () => {
  it('is identified by the reference API’s integer or by the UUID of Laravel’s database notifications', () => {
    expect(v.is(NotificationSchema, { ...notification, id: 7 })).toBe(true);
    expect(v.is(NotificationSchema, { ...notification, id: '9f1c2b4e-3d5a-4e6f-8a7b-0c1d2e3f4a5b' })).toBe(true);
    expect(v.is(NotificationSchema, { ...notification, id: 'seven' })).toBe(false);
    expect(v.is(NotificationSchema, { ...notification, id: 0 })).toBe(false);
  });
});
