import { describe, expect, it } from 'vitest';
import { databaseBefore } from '../../testing/database-before.ts';
import { migrate } from '../open-database.ts';

const NOW = '2025-06-01T10:00:00.000Z';

describe('migration 4: private uploads', () => {
  it('makes the files stored before private when an answer names them or they are not images', () => {
    const db = databaseBefore(4);
    db.exec(`
      INSERT INTO users (id, name, email, password_hash, avatar_url, created_at, updated_at)
        VALUES (1, 'Анна', 'a@example.com', 'x', 'http://localhost:8000/storage/uploads/avatar-0123456789.png', '${NOW}', '${NOW}');
      INSERT INTO polls (id, title, description, starts_at) VALUES (1, 'Опрос', '', '${NOW}');
      INSERT INTO poll_questions (id, poll_id, position, text, type) VALUES (1, 1, 0, 'Фото', 'file'), (2, 1, 1, 'Число', 'number');
      INSERT INTO poll_attempts (id, poll_id, user_id, started_at) VALUES (1, 1, 1, '${NOW}');
      INSERT INTO poll_answers (attempt_id, question_id, value, updated_at) VALUES
        (1, 1, '{"name":"я.png","url":"http://localhost:8000/storage/uploads/photo-0123456789.png","mime":"image/png","size":1}', '${NOW}'),
        (1, 2, '5', '${NOW}');
      INSERT INTO uploads (user_id, file_name, original_name, mime, size, created_at) VALUES
        (1, 'avatar-0123456789.png', 'a.png', 'image/png', 1, '${NOW}'),
        (1, 'photo-0123456789.png', 'я.png', 'image/png', 1, '${NOW}'),
        (1, 'cv-0123456789.pdf', 'cv.pdf', 'application/pdf', 1, '${NOW}');
    `);
    expect(migrate(db)).toContain(4);
    expect(db.prepare('SELECT file_name, private FROM uploads ORDER BY file_name').all()).toEqual([
      { file_name: 'avatar-0123456789.png', private: 0 },
      { file_name: 'cv-0123456789.pdf', private: 1 },
      { file_name: 'photo-0123456789.png', private: 1 },
    ]);
  });
});
