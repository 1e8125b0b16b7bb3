import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { askIdentity } from '../ask-identity.ts';
import { identityInclude } from '../renderer-server.ts';
import { withIncludes } from '../../document-includes.ts';

const user = { data: { id: 7, name: '</script><script>alert(1)</script>\u2028Иван', email: 'ivan@example.com', email_verified_at: null } };

/** An API on a port of its own: who is asked, with what, and what it answers. */
let api: Server;
let apiUrl = '';
let asked: { url: string; headers: IncomingHttpHeaders }[] = [];
let answer: { status: number; body?: unknown; cookies?: string[]; delayMs?: number } = { status: 200, body: user };

beforeAll(async () => {
  api = createServer((request, response) => {
    asked.push({ url: request.url ?? '', headers: request.headers });
    setTimeout(() => {
      response.writeHead(answer.status, { 'content-type': 'application/json', ...(answer.cookies ? { 'set-cookie': answer.cookies } : {}) });
      response.end(JSON.stringify(answer.body ?? { message: 'Unauthenticated.' }));
    }, answer.delayMs ?? 0);
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => api.close(() => resolve())));
beforeEach(() => {
  asked = [];
  answer = { status: 200, body: user };
});

const ask = (options: Partial<Parameters<typeof askIdentity>[0]> = {}) =>
  askIdentity({ apiBaseUrl: `${apiUrl}/`, authMode: 'cookie', cookieHeader: 'laravel_session=abc; XSRF-TOKEN=x', origin: 'https://cabinet.example.com', timeoutMs: 1000, ...options });

describe('asking the API who opens a page', () => {
  it('forwards the visitor’s cookies to the configured API alone, as the SPA would, and passes a renewed session back', async () => {
    answer = { status: 200, body: user, cookies: ['laravel_session=renewed; path=/; httponly', 'XSRF-TOKEN=new; path=/'] };
    const result = await ask();
    expect(result.identity).toEqual({ kind: 'user', body: user });
    expect(result.setCookies).toEqual(['laravel_session=renewed; path=/; httponly', 'XSRF-TOKEN=new; path=/']);
    expect(asked).toHaveLength(1);
    expect(asked[0]?.url).toBe('/api/cabinet/user');
    expect(asked[0]?.headers).toMatchObject({
      cookie: 'laravel_session=abc; XSRF-TOKEN=x',
      origin: 'https://cabinet.example.com',
      referer: 'https://cabinet.example.com/',
      accept: 'application/json',
    });
    expect(asked[0]?.headers.authorization).toBeUndefined();
  });

  it('takes 401 and 419 for a guest, and asks nothing of a visitor with no cookie at all', async () => {
    answer = { status: 401 };
    expect((await ask()).identity).toEqual({ kind: 'guest', status: 401 });
    answer = { status: 419 };
    expect((await ask()).identity).toEqual({ kind: 'guest', status: 419 });
    asked = [];
    expect((await ask({ cookieHeader: undefined })).identity).toEqual({ kind: 'guest', status: 401 });
    expect(asked).toEqual([]);
  });

  it('in token mode sends the token from its cookie as a bearer, and no cookie, and passes none back', async () => {
    answer = { status: 200, body: user, cookies: ['laravel_session=x; path=/'] };
    const result = await ask({ authMode: 'token', cookieHeader: 'other=1; sanctum.token.cookie=1%7Csecret' });
    expect(result.identity.kind).toBe('user');
    expect(result.setCookies).toEqual([]);
    expect(asked[0]?.headers.authorization).toBe('Bearer 1|secret');
    expect(asked[0]?.headers.cookie).toBeUndefined();
    asked = [];
    expect((await ask({ authMode: 'token', cookieHeader: 'laravel_session=abc' })).identity.kind).toBe('guest');
    expect(asked).toEqual([]);
  });

  it('leaves the identity unknown when the API is slow, fails, or answers what the client would not take', async () => {
    answer = { status: 200, body: user, delayMs: 500 };
    expect((await ask({ timeoutMs: 100 })).identity).toEqual({ kind: 'unknown' });
    answer = { status: 500 };
    expect((await ask()).identity).toEqual({ kind: 'unknown' });
    answer = { status: 200, body: { data: { id: 'x' } } };
    expect((await ask()).identity).toEqual({ kind: 'unknown' });
    expect((await ask({ apiBaseUrl: 'http://127.0.0.1:1' })).identity).toEqual({ kind: 'unknown' });
  });
});

describe('the identity in the document', () => {
  it('cannot end its script element or a script’s line, and reads back as the same JSON', async () => {
    const include = identityInclude({ identity: { kind: 'user', body: user }, setCookies: [] });
    const html = await withIncludes('<script type="application/json" id="cabinet-identity"><!--# include virtual="/identity.json" --></script>', async (uri) =>
      uri === '/identity.json' ? include : null,
    );
    const inner = /^<script type="application\/json" id="cabinet-identity">([\s\S]*)<\/script>$/.exec(html)?.[1] ?? '';
    expect(inner).not.toMatch(/[<>\u2028\u2029]/);
    expect(JSON.parse(inner)).toEqual({ status: 200, body: user });
    expect(identityInclude({ identity: { kind: 'guest', status: 419 }, setCookies: [] })).toBe('{"status":419}');
    expect(identityInclude({ identity: { kind: 'unknown' }, setCookies: [] })).toBeNull();
  });
});
