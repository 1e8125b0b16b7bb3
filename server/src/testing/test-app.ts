import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { onTestFinished } from 'vitest';
import { buildApp } from '../app.ts';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../db/seed/index.ts';
import { isRecord } from '../lib/json.ts';
import { optionsFromEnv, type AppOptions } from '../options.ts';

/**
 * The options of a test app: ':memory:' SQLite and a temporary data folder,
 * removed when the test ends.
 */
export function testOptions(overrides: Partial<AppOptions> = {}): Partial<AppOptions> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cabinet-test-'));
  onTestFinished(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  return {
    dbPath: ':memory:',
    dataDir,
    logger: false,
    devEndpoints: true,
    appKey: 'test-app-key',
    frontendUrl: 'http://localhost:3000',
    appUrl: 'http://localhost:8000',
    // The repository's default origins, whatever CABINET_PORT_OFFSET the test run was given.
    allowedOrigins: optionsFromEnv({}).allowedOrigins,
    // Cheap hashes, as Laravel's test config lowers BCRYPT_ROUNDS; the format is the same.
    scryptCost: 1024,
    ...overrides,
  };
}

/**
 * Test helpers: an app of `testOptions`, closed when the test ends, and a
 * client that keeps cookies and sends `X-XSRF-TOKEN` like the SPA does.
 */
export async function createTestApp(overrides: Partial<AppOptions> = {}): Promise<FastifyInstance> {
  const app = await buildApp(testOptions(overrides));
  onTestFinished(() => app.close());
  return app;
}

/** A test app whose clock the test moves (`advance`), from 2030-01-01 10:00 UTC. */
export async function timedApp(overrides: Partial<AppOptions> = {}): Promise<{ app: FastifyInstance; advance: (ms: number) => void }> {
  let now = Date.parse('2030-01-01T10:00:00Z');
  const app = await createTestApp({ now: () => new Date(now), ...overrides });
  return { app, advance: (ms) => (now += ms) };
}

type Payload = InjectOptions['payload'];

export class TestClient {
  readonly cookies = new Map<string, string>();
  /** Extra headers on every request (e.g. `authorization` in token mode). */
  readonly headers: Record<string, string> = {};
  /** Send the XSRF header (turn off to prove the 419). */
  sendXsrf = true;
  /** The client's IP as the server sees it (`inject` defaults to 127.0.0.1). */
  remoteAddress: string | undefined;

  constructor(readonly app: FastifyInstance) {}

  get xsrf(): string | undefined {
    const raw = this.cookies.get('XSRF-TOKEN');
    return raw === undefined ? undefined : decodeURIComponent(raw);
  }

  async request(options: InjectOptions): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { accept: 'application/json', ...this.headers };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (this.sendXsrf && this.xsrf) headers['x-xsrf-token'] = this.xsrf;
    const response = await this.app.inject({
      ...options,
      ...(this.remoteAddress ? { remoteAddress: this.remoteAddress } : {}),
      headers: { ...headers, ...(options.headers ?? {}) },
    });
    for (const cookie of response.cookies) {
      if (cookie.maxAge === 0 || cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  get(url: string) {
    return this.request({ method: 'GET', url });
  }

  post(url: string, payload?: Payload) {
    return this.request({ method: 'POST', url, payload });
  }

  put(url: string, payload?: Payload) {
    return this.request({ method: 'PUT', url, payload });
  }

  delete(url: string) {
    return this.request({ method: 'DELETE', url });
  }

  /** `GET /sanctum/csrf-cookie`, as the client does before its first mutating call. */
  async csrf(): Promise<this> {
    const response = await this.get('/sanctum/csrf-cookie');
    if (response.statusCode !== 204) throw new Error(`csrf-cookie answered ${response.statusCode}`);
    return this;
  }

  async login(email = DEMO_EMAIL, password = DEMO_PASSWORD): Promise<this> {
    const response = await this.post('/api/cabinet/login', { email, password });
    if (response.statusCode !== 200) throw new Error(`login answered ${response.statusCode}: ${response.body}`);
    return this;
  }
}

/** A guest with a CSRF cookie. */
export async function guest(app?: FastifyInstance): Promise<TestClient> {
  return new TestClient(app ?? (await createTestApp())).csrf();
}

/** The demo user signed in by cookie session, on a fresh app unless one is given. */
export async function signedIn(app?: FastifyInstance): Promise<TestClient> {
  return (await guest(app)).login();
}

/** The JSON body of a response. */
export function json(response: LightMyRequestResponse): Record<string, unknown> {
  const body: unknown = response.json();
  if (!isRecord(body)) throw new Error(`not a JSON object: ${response.body}`);
  return body;
}

/**
 * Every row of the given tables, to prove a rejected request changed nothing:
 * `expect(snapshot(app, tables)).toEqual(before)`.
 */
export function snapshot(app: FastifyInstance, tables: readonly string[]): Record<string, unknown[]> {
  return Object.fromEntries(tables.map((table) => [table, app.db.prepare(`SELECT * FROM ${table} ORDER BY 1, 2`).all()]));
}

export const ALL_TABLES = [
  'users',
  'sessions',
  'personal_access_tokens',
  'password_reset_tokens',
  'events',
  'event_marks',
  'notifications',
  'polls',
  'poll_questions',
  'poll_question_options',
  'poll_attempts',
  'poll_answers',
  'uploads',
  'subscriptions',
  'messages',
  'mail_outbox',
  'health_person_hours',
] as const;
