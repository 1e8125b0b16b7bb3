import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp, guest } from '../testing/test-app.ts';

const SECRET = 'f00dfeedcafe';

/** A test app whose log lines (pino's JSON) the test reads. */
async function loggedApp(): Promise<{ app: FastifyInstance; lines: string[]; entries: () => Record<string, unknown>[] }> {
  const lines: string[] = [];
  const app = await createTestApp({ logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } } });
  return { app, lines, entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

/** Issue 30: «The API log writes query strings verbatim, including signatures». */
describe('the log', () => {
  it('writes a request’s URL with its signature, token, email and password hidden', async () => {
    const { app, lines, entries } = await loggedApp();
    const query = `id=1&hash=ab12&expires=1893456000&signature=${SECRET}&%54oken=${SECRET}&email=petr%40example.com&password=${SECRET}`;
    const response = await app.inject({ method: 'GET', url: `/api/cabinet/verify/email?${query}` });
    expect(response.statusCode).toBe(403);
    const incoming = entries().find((entry) => entry.msg === 'incoming request');
    expect(incoming?.req).toMatchObject({
      method: 'GET',
      url: '/api/cabinet/verify/email?id=1&hash=ab12&expires=1893456000&signature=***&%54oken=***&email=***&password=***',
    });
    expect(lines.join('')).not.toContain(SECRET);
    expect(lines.join('')).not.toContain('petr%40example.com');
  });

  it('writes the URL of a refused request, and of a malformed one, hidden the same way', async () => {
    const { app, lines, entries } = await loggedApp();
    const client = await guest(app);
    const refused = await client.request({
      method: 'POST',
      url: `/api/cabinet/login?password=${SECRET}`,
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(refused.statusCode).toBe(400);
    const malformed = await app.inject({ method: 'GET', url: `/api/cabinet/events/%E0%A4%A?token=${SECRET}` });
    expect(malformed.statusCode).toBe(400);
    const urls = entries().flatMap((entry) => (typeof entry.url === 'string' ? [entry.url] : []));
    expect(urls).toEqual(['/api/cabinet/login?password=***', '/api/cabinet/events/%E0%A4%A?token=***']);
    expect(lines.join('')).not.toContain(SECRET);
  });

  it('writes a letter’s links without their tokens; the outbox keeps them whole', async () => {
    const { app, lines, entries } = await loggedApp();
    const client = await guest(app);
    expect((await client.post('/api/cabinet/recovery', { email: 'demo@example.com' })).statusCode).toBe(200);
    const link = app.mailer.list('demo@example.com')[0]?.links[0] ?? '';
    const token = new URL(link).searchParams.get('token') ?? '';
    expect(token).not.toBe('');
    const mail = entries().find((entry) => typeof entry.msg === 'string' && entry.msg.startsWith('mail (not sent)'));
    expect(mail?.mail).toMatchObject({ links: ['http://localhost:3000/password-recovery?token=***&email=***'] });
    expect(lines.join('')).not.toContain(token);
  });
});
