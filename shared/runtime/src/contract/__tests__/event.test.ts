import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { EventListResponseSchema, EventSchema } from '../index.ts';

const event = {
  id: 1,
  title: 'Открытая лекция',
  description: 'Описание',
  starts_at: '2025-05-01T10:00:00.000000Z',
  ends_at: '2025-05-01T12:00:00.000000Z',
  location: 'Москва',
  cover_url: 'http://localhost:8000/storage/covers/suzdal.webp',
  marked: false,
  marked_at: null,
};

describe('the event as a backend answers it', () => {
  it('keeps its cover', () => {
    expect(v.parse(EventSchema, event).cover_url).toBe('http://localhost:8000/storage/covers/suzdal.webp');
  });

  it('reads a missing cover_url as no cover, and the list stays whole', () => {
    const { cover_url: _left_out, ...withoutCover } = event;
    const list = v.safeParse(EventListResponseSchema, {
      data: [withoutCover, { ...withoutCover, id: 2 }],
      links: { first: 'http://localhost:8000/api/cabinet/events?page=1', last: 'http://localhost:8000/api/cabinet/events?page=1', prev: null, next: null },
      meta: { current_page: 1, from: 1, last_page: 1, per_page: 15, to: 2, total: 2, path: 'http://localhost:8000/api/cabinet/events' },
    });
    expect(list.issues).toBeUndefined();
    expect(list.output).toMatchObject({ data: [{ id: 1, cover_url: null }, { id: 2, cover_url: null }] });
  });
});
