import type { Db } from '../db/open-database.ts';
import { randomToken, safeEqual, sha256 } from '../lib/crypto.ts';

interface TokenRow {
  id: number;
  user_id: number;
  token_hash: string;
  last_used_at: string | null;
}

export interface AccessToken {
  id: number;
  userId: number;
}

/** `last_used_at` is refreshed at most once a minute, so a bearer read stays a read. */
const TOUCH_EVERY_MS = 60 * 1000;

/**
 * Sanctum personal access tokens: the client holds `<id>|<secret>`, the table
 * holds sha256(secret), so a leaked database does not leak usable tokens.
 */
export function createAccessTokensRepository(db: Db) {
  const insert = db.prepare(
    'INSERT INTO personal_access_tokens (user_id, name, token_hash, created_at) VALUES (?, ?, ?, ?)',
  );
  const byId = db.prepare<[number], TokenRow>(
    'SELECT id, user_id, token_hash, last_used_at FROM personal_access_tokens WHERE id = ?',
  );
  const touch = db.prepare('UPDATE personal_access_tokens SET last_used_at = ? WHERE id = ?');
  const remove = db.prepare('DELETE FROM personal_access_tokens WHERE id = ?');
  const removeForUser = db.prepare('DELETE FROM personal_access_tokens WHERE user_id = ?');
  const removeAll = db.prepare('DELETE FROM personal_access_tokens');

  return {
    issue(userId: number, name: string, now: Date): string {
      const secret = randomToken(30);
      const id = Number(insert.run(userId, name, sha256(secret), now.toISOString()).lastInsertRowid);
      return `${id}|${secret}`;
    },
    find(plain: string, now: Date): AccessToken | null {
      const match = /^(\d+)\|(\S+)$/.exec(plain);
      if (!match?.[1] || !match[2]) return null;
      const row = byId.get(Number(match[1]));
      if (!row || !safeEqual(row.token_hash, sha256(match[2]))) return null;
      const lastUsed = row.last_used_at ? Date.parse(row.last_used_at) : 0;
      if (now.getTime() - lastUsed > TOUCH_EVERY_MS) touch.run(now.toISOString(), row.id);
      return { id: row.id, userId: row.user_id };
    },
    /** A token by its public id, with the hash of its secret (what a signed file link is bound to). */
    byId(id: number): { id: number; userId: number; hash: string } | null {
      const row = byId.get(id);
      return row ? { id: row.id, userId: row.user_id, hash: row.token_hash } : null;
    },
    revoke: (id: number) => void remove.run(id),
    revokeForUser: (userId: number) => void removeForUser.run(userId),
    revokeAll: () => void removeAll.run(),
  };
}

export type AccessTokensRepository = ReturnType<typeof createAccessTokensRepository>;
