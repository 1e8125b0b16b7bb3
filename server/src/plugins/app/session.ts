import fp from 'fastify-plugin';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/open-database.ts';
import { randomToken } from '../../lib/crypto.ts';

export const SESSION_COOKIE = 'cabinet_session';
export const XSRF_COOKIE = 'XSRF-TOKEN';

/** Idle lifetime: Laravel's default 120 minutes; 30 days when "remember me" was ticked. */
const IDLE_MS = 120 * 60 * 1000;
const REMEMBER_MS = 30 * 24 * 60 * 60 * 1000;
/**
 * A session nobody signed in to only carries a CSRF token, fetched right
 * before a form is sent: it lives 15 idle minutes. A guest who waits longer
 * meets a 419, and the client fetches a new token and sends again.
 */
const GUEST_IDLE_MS = 15 * 60 * 1000;
/** Expired rows are swept this often, so guest sessions do not pile up. */
const SWEEP_EVERY_MS = 60 * 1000;

/** Activity is written at most once a minute, so a read request costs one indexed SELECT. */
const TOUCH_EVERY_MS = 60 * 1000;

/** How long a session may stay idle. */
function lifetime(row: { user_id: number | null; remember: number }): number {
  if (row.remember) return REMEMBER_MS;
  return row.user_id === null ? GUEST_IDLE_MS : IDLE_MS;
}

export interface Session {
  id: string;
  userId: number | null;
  csrfToken: string;
  remember: boolean;
  lastActivity: number;
}

interface SessionRow {
  id: string;
  user_id: number | null;
  csrf_token: string;
  remember: number;
  last_activity: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionStore;
  }
  interface FastifyRequest {
    session: Session | null;
  }
}

/** Server-side sessions in SQLite, as Laravel's database session driver keeps them. */
export class SessionStore {
  private readonly select;
  private readonly insert;
  private readonly touchStatement;
  private readonly remove;
  private readonly removeForUser;
  private readonly removeAll;
  private readonly removeExpired;

  constructor(
    db: Db,
    private readonly now: () => Date,
    private readonly secure: boolean,
  ) {
    this.select = db.prepare<[string], SessionRow>(
      'SELECT id, user_id, csrf_token, remember, last_activity FROM sessions WHERE id = ?',
    );
    this.insert = db.prepare(
      'INSERT INTO sessions (id, user_id, csrf_token, remember, created_at, last_activity) VALUES (?, ?, ?, ?, ?, ?)',
    );
    this.touchStatement = db.prepare('UPDATE sessions SET last_activity = ? WHERE id = ?');
    this.remove = db.prepare('DELETE FROM sessions WHERE id = ?');
    this.removeForUser = db.prepare('DELETE FROM sessions WHERE user_id = ?');
    this.removeAll = db.prepare('DELETE FROM sessions');
    this.removeExpired = db.prepare(
      `DELETE FROM sessions WHERE last_activity < @remember
         OR (remember = 0 AND last_activity < @idle)
         OR (remember = 0 AND user_id IS NULL AND last_activity < @guest)`,
    );
  }

  find(id: string): Session | null {
    const row = this.select.get(id);
    if (!row) return null;
    const now = this.now().getTime();
    if (now - row.last_activity > lifetime(row)) {
      this.remove.run(id);
      return null;
    }
    if (now - row.last_activity > TOUCH_EVERY_MS) this.touchStatement.run(now, id);
    return {
      id: row.id,
      userId: row.user_id,
      csrfToken: row.csrf_token,
      remember: row.remember === 1,
      lastActivity: now,
    };
  }

  create(userId: number | null, remember = false, csrfToken = randomToken(30)): Session {
    const now = this.now();
    const session: Session = { id: randomToken(30), userId, csrfToken, remember, lastActivity: now.getTime() };
    this.insert.run(session.id, userId, csrfToken, remember ? 1 : 0, now.toISOString(), session.lastActivity);
    return session;
  }

  /** Login: a new id (against session fixation), the same CSRF token (Laravel's `regenerate()`). */
  regenerate(previous: Session | null, userId: number, remember: boolean): Session {
    if (previous) this.remove.run(previous.id);
    return this.create(userId, remember, previous?.csrfToken);
  }

  destroy(id: string): void {
    this.remove.run(id);
  }

  destroyForUser(userId: number): void {
    this.removeForUser.run(userId);
  }

  destroyAll(): void {
    this.removeAll.run();
  }

  prune(): number {
    const now = this.now().getTime();
    return this.removeExpired.run({ remember: now - REMEMBER_MS, idle: now - IDLE_MS, guest: now - GUEST_IDLE_MS }).changes;
  }

  /**
   * The session cookie (HttpOnly) and `XSRF-TOKEN` (readable by the SPA, which
   * echoes it in `X-XSRF-TOKEN`). Without "remember" both are browser-session cookies.
   */
  writeCookies(reply: FastifyReply, session: Session): void {
    const base = { path: '/', sameSite: 'lax', secure: this.secure } as const;
    const maxAge = session.remember ? REMEMBER_MS / 1000 : undefined;
    reply.setCookie(SESSION_COOKIE, session.id, { ...base, httpOnly: true, maxAge });
    reply.setCookie(XSRF_COOKIE, session.csrfToken, { ...base, httpOnly: false, maxAge });
  }
}

/** Resolves `request.session` from the session cookie on every request. */
export default fp(
  async (fastify) => {
    const store = new SessionStore(fastify.db, fastify.now, fastify.config.secureCookies);
    fastify.decorate('sessions', store);
    fastify.decorateRequest('session', null);
    // Callback-style hooks: no promise per request on the hottest path.
    fastify.addHook('onRequest', (request, _reply, done) => {
      const id = request.cookies[SESSION_COOKIE];
      request.session = id ? store.find(id) : null;
      done();
    });
    // The timer must not keep the process alive.
    store.prune();
    const timer = setInterval(() => store.prune(), SWEEP_EVERY_MS);
    timer.unref();
    fastify.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'session', dependencies: ['db', 'cookie'] },
);
