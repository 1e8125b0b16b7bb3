import fp from 'fastify-plugin';
import type { Db } from '../../db/open-database.ts';
import { sha256 } from '../../lib/crypto.ts';

declare module 'fastify' {
  interface FastifyInstance {
    rateLimiter: RateLimiter;
  }
}

/** At most `max` hits per `decaySeconds` (Laravel's `throttle:max,minutes`). */
export interface Limit {
  max: number;
  decaySeconds: number;
}

/**
 * Laravel's RateLimiter on SQLite: counts hits per key within a decay window
 * that starts with the first hit. Kept in the database so that a restart
 * does not hand an attacker a fresh allowance. Keys are stored hashed.
 */
export class RateLimiter {
  private readonly select;
  private readonly upsert;
  private readonly remove;
  private readonly removeAll;
  private readonly removeExpired;

  constructor(
    db: Db,
    private readonly now: () => Date,
  ) {
    this.select = db.prepare<[string], { hits: number; reset_at: number }>('SELECT hits, reset_at FROM rate_limits WHERE key = ?');
    // One statement: a hit after the window starts a new one.
    this.upsert = db.prepare(
      `INSERT INTO rate_limits (key, hits, reset_at) VALUES (@key, 1, @resetAt)
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN reset_at <= @now THEN 1 ELSE hits + 1 END,
         reset_at = CASE WHEN reset_at <= @now THEN excluded.reset_at ELSE reset_at END`,
    );
    this.remove = db.prepare('DELETE FROM rate_limits WHERE key = ?');
    this.removeAll = db.prepare('DELETE FROM rate_limits');
    this.removeExpired = db.prepare('DELETE FROM rate_limits WHERE reset_at <= ?');
  }

  /** Whole seconds until `key` may act again under `limit` (at least 1 while locked); 0 when it may now. */
  retryAfter(key: string, limit: Limit): number {
    const row = this.select.get(sha256(key));
    const now = this.now().getTime();
    if (!row || row.reset_at <= now || row.hits < limit.max) return 0;
    return Math.max(1, Math.ceil((row.reset_at - now) / 1000));
  }

  /** The longest wait of several keys, each under its own limit. */
  retryAfterAny(checks: ReadonlyArray<readonly [key: string, limit: Limit]>): number {
    return Math.max(0, ...checks.map(([key, limit]) => this.retryAfter(key, limit)));
  }

  hit(key: string, limit: Limit): void {
    const now = this.now().getTime();
    this.upsert.run({ key: sha256(key), resetAt: now + limit.decaySeconds * 1000, now });
  }

  clear(key: string): void {
    this.remove.run(sha256(key));
  }

  reset(): void {
    this.removeAll.run();
  }

  prune(): number {
    return this.removeExpired.run(this.now().getTime()).changes;
  }
}

export default fp(
  async (fastify) => {
    const limiter = new RateLimiter(fastify.db, fastify.now);
    fastify.decorate('rateLimiter', limiter);
    // Expired windows are swept hourly; the timer must not keep the process alive.
    limiter.prune();
    const timer = setInterval(() => limiter.prune(), 60 * 60 * 1000);
    timer.unref();
    fastify.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'rate-limit', dependencies: ['config', 'db'] },
);
