import type { Db } from '../db/open-database.ts';

export interface UserRow {
  id: number;
  name: string;
  email: string;
  email_verified_at: string | null;
  password_hash: string;
  avatar_url: string | null;
  phone: string | null;
  about: string | null;
  /** JSON array of `{type, url}`. */
  socials: string;
  created_at: string;
  updated_at: string;
}

/** The profile fields `PUT /user/update` may change (already validated). */
export interface UserChanges {
  name?: string;
  email?: string;
  phone?: string | null;
  about?: string | null;
  socials?: string;
  avatar_url?: string | null;
  email_verified_at?: string | null;
}

const COLUMNS = 'id, name, email, email_verified_at, password_hash, avatar_url, phone, about, socials, created_at, updated_at';

export function createUsersRepository(db: Db) {
  const byId = db.prepare<[number], UserRow>(`SELECT ${COLUMNS} FROM users WHERE id = ?`);
  const byEmail = db.prepare<[string], UserRow>(`SELECT ${COLUMNS} FROM users WHERE email = ?`);
  const insert = db.prepare(
    `INSERT INTO users (name, email, password_hash, socials, created_at, updated_at) VALUES (?, ?, ?, '[]', ?, ?)`,
  );
  const setPassword = db.prepare('UPDATE users SET password_hash = ?, updated_at = ? WHERE id = ?');
  const markVerified = db.prepare(
    'UPDATE users SET email_verified_at = ?, updated_at = ? WHERE id = ? AND email_verified_at IS NULL',
  );
  const emailTaken = db.prepare<[string, number], { id: number }>('SELECT id FROM users WHERE email = ? AND id <> ?');

  return {
    findById: (id: number) => byId.get(id) ?? null,
    findByEmail: (email: string) => byEmail.get(email) ?? null,
    isEmailTaken: (email: string, exceptId = 0) => emailTaken.get(email, exceptId) !== undefined,
    create(name: string, email: string, passwordHash: string, now: string): UserRow | null {
      const id = Number(insert.run(name, email, passwordHash, now, now).lastInsertRowid);
      return byId.get(id) ?? null;
    },
    setPassword(id: number, passwordHash: string, now: string): void {
      setPassword.run(passwordHash, now, id);
    },
    markVerified(id: number, now: string): void {
      markVerified.run(now, now, id);
    },
    /** Only the given columns change; the column names come from a fixed list, never from input. */
    update(id: number, changes: UserChanges, now: string): UserRow | null {
      const allowed = ['name', 'email', 'phone', 'about', 'socials', 'avatar_url', 'email_verified_at'] as const;
      const columns = allowed.filter((column) => changes[column] !== undefined);
      if (columns.length > 0) {
        const assignments = columns.map((column) => `${column} = @${column}`).join(', ');
        const values = Object.fromEntries(columns.map((column) => [column, changes[column] ?? null]));
        db.prepare(`UPDATE users SET ${assignments}, updated_at = @now WHERE id = @id`).run({ ...values, now, id });
      }
      return byId.get(id) ?? null;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
