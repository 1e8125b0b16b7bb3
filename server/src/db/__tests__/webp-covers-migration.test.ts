import { describe, expect, it } from 'vitest';
import { databaseBefore } from '../../testing/database-before.ts';
import { migrate } from '../open-database.ts';

const NOW = '2025-06-01T10:00:00.000Z';

describe('migration 7: demo covers as WebP', () => {
  it('renames the demo covers a database seeded before names, and leaves every other address as it was', () => {
    const db = databaseBefore(7);
    const insert = db.prepare('INSERT INTO events (id, title, description, starts_at, ends_at, location, cover_url) VALUES (?, ?, ?, ?, ?, ?, ?)');
    const covers = ['/storage/covers/suzdal.svg', '/storage/uploads/drawing.svg', 'https://cdn.example.com/storage/covers/x.svg', null];
    covers.forEach((cover, index) => insert.run(index + 1, 'Событие', '', NOW, NOW, 'Москва', cover));
    expect(migrate(db)).toContain(7);
    expect(db.prepare('SELECT cover_url FROM events ORDER BY id').all()).toEqual([
      { cover_url: '/storage/covers/suzdal.webp' },
      { cover_url: '/storage/uploads/drawing.svg' },
      { cover_url: 'https://cdn.example.com/storage/covers/x.svg' },
      { cover_url: null },
    ]);
  });
});
