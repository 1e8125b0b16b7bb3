import { describe, expect, it } from 'vitest';
import { serializePage } from '../page-serializer.ts';

const links = { first: 'http://x/?page=1', last: 'http://x/?page=2', prev: null, next: 'http://x/?page=2' };
const meta = { current_page: 1, from: 1, last_page: 2, per_page: 2, to: 2, total: 3, path: 'http://x/' };

describe('serializePage', () => {
  it('writes exactly what JSON.stringify writes, unicode and HTML included', () => {
    const page = { data: [{ id: 1, title: '«Ёлка» <b>&</b> "кавычки"', marked_at: null }, { id: 2, title: '😀\n' }], links, meta };
    expect(serializePage(page)).toBe(JSON.stringify(page));
  });

  it('writes an empty page', () => {
    const page = { data: [], links, meta: { ...meta, from: null, to: null } };
    expect(JSON.parse(serializePage(page))).toEqual(page);
  });

  it('reuses the JSON of the same object', () => {
    const item = { id: 1, title: 'раз' };
    const first = serializePage({ data: [item], links, meta });
    expect(serializePage({ data: [item], links, meta })).toBe(first);
  });
});
