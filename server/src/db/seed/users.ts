import type { Db } from '../open-database.ts';
import { hashPassword } from '../../lib/password.ts';
import { addHours, iso } from './time.ts';

export const DEMO_EMAIL = 'demo@example.com';
export const DEMO_PASSWORD = 'demo-password';
const OTHER_EMAIL = 'ivan@example.com';

/** Hashing is slow on purpose; the seed reuses one hash per cost and process (tests reseed often). */
const demoHashes = new Map<number, Promise<string>>();
export function demoPasswordHash(cost: number): Promise<string> {
  const hash = demoHashes.get(cost) ?? hashPassword(DEMO_PASSWORD, cost);
  demoHashes.set(cost, hash);
  return hash;
}

export function seedUsers(db: Db, now: Date, passwordHash: string): { demoId: number; otherId: number } {
  const insert = db.prepare(
    `INSERT INTO users (name, email, email_verified_at, password_hash, avatar_url, phone, about, socials, created_at, updated_at)
     VALUES (?, ?, ?, ?, NULL, ?, ?, ?, ?, ?)`,
  );
  const created = iso(addHours(now, -24 * 120));
  const demoId = Number(
    insert.run(
      'Анна Смирнова',
      DEMO_EMAIL,
      created,
      passwordHash,
      '+7 (916) 123-45-67',
      'Руковожу проектами в сфере образования, люблю походы и хорошие книги.',
      JSON.stringify([
        { type: 'tg', url: 'https://t.me/anna_smirnova' },
        { type: 'vk', url: 'https://vk.com/anna.smirnova' },
      ]),
      created,
      created,
    ).lastInsertRowid,
  );
  const otherId = Number(
    insert.run('Иван Петров', OTHER_EMAIL, created, passwordHash, null, null, '[]', created, created).lastInsertRowid,
  );
  return { demoId, otherId };
}
