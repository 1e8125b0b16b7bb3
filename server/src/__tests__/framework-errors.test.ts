import { describe, expect, it } from 'vitest';
import { listenOnLoopback, rawExchange } from '../testing/raw-http.ts';
import { createTestApp, guest, json } from '../testing/test-app.ts';

const NOSNIFF = { 'x-content-type-options': 'nosniff' };

/** Errors Fastify and Node answer before any route or hook runs: the same `{message}` shape, in Russian. */
describe('framework errors', () => {
  it('answers a malformed URL encoding with a Russian 400 {message}', async () => {
    const app = await createTestApp();
    const response = await app.inject({ method: 'GET', url: '/api/cabinet/events/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ message: 'Некорректный адрес запроса: ошибка в URL-кодировании' });
    expect(response.headers).toMatchObject(NOSNIFF);
  });

  it('answers an over-long route parameter with a Russian 414 {message}', async () => {
    const app = await createTestApp();
    const response = await app.inject({ method: 'GET', url: `/api/cabinet/events/${'1'.repeat(200)}` });
    expect(response.statusCode).toBe(414);
    expect(json(response)).toEqual({ message: 'Слишком длинный адрес запроса' });
  });

  it('answers an OPTIONS request that is not a CORS preflight with 204, not an English text error', async () => {
    const app = await createTestApp();
    const response = await app.inject({ method: 'OPTIONS', url: '/api/cabinet/user' });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers headers over the size limit with a Russian 431 {message}', async () => {
    const app = await createTestApp();
    const port = await listenOnLoopback(app);
    const answer = await rawExchange(port, `GET /api/cabinet/user HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(answer.status).toBe(431);
    expect(answer.body).toEqual({ message: 'Слишком большие заголовки запроса' });
    expect(answer.text.toLowerCase()).toContain('x-content-type-options: nosniff');
  });

  it('answers a request that is not HTTP with a Russian 400 {message}', async () => {
    const app = await createTestApp();
    const port = await listenOnLoopback(app);
    const answer = await rawExchange(port, 'HELLO THERE\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message: 'Некорректный HTTP-запрос' });
  });
});

describe('slow clients', () => {
  it('closes a connection whose headers do not arrive in time with a Russian 408', async () => {
    const app = await createTestApp({ headersTimeoutMs: 300 });
    const port = await listenOnLoopback(app);
    const answer = await rawExchange(port, 'GET /api/cabinet/user HTTP/1.1\r\nHost: x\r\n', 5000);
    expect(answer.status).toBe(408);
    expect(answer.body).toEqual({ message: 'Истекло время ожидания запроса' });
    expect(answer.elapsedMs).toBeLessThan(2000);
  });

  it('closes a connection whose body does not arrive in time', async () => {
    const app = await createTestApp({ requestTimeoutMs: 500 });
    // A guest with a session, so CSRF lets the request through to its body.
    const client = await guest(app);
    const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const port = await listenOnLoopback(app);
    const head =
      `POST /api/cabinet/login HTTP/1.1\r\nHost: x\r\nCookie: ${cookie}\r\nX-XSRF-TOKEN: ${client.xsrf ?? ''}\r\n` +
      'Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{"email":';
    const answer = await rawExchange(port, head, 5000);
    expect(answer.status).toBe(408);
    expect(answer.body).toEqual({ message: 'Истекло время ожидания запроса' });
    expect(answer.elapsedMs).toBeLessThan(2500);
  });

  it('takes its timeouts from the environment, with defaults that drop a slow client within 15 s', async () => {
    const { optionsFromEnv } = await import('../options.ts');
    expect(optionsFromEnv({})).toMatchObject({ headersTimeoutMs: 10_000, requestTimeoutMs: 30_000, keepAliveTimeoutMs: 5_000 });
    expect(optionsFromEnv({ CABINET_HEADERS_TIMEOUT: '5', CABINET_REQUEST_TIMEOUT: '120', CABINET_KEEP_ALIVE_TIMEOUT: '65' })).toMatchObject({
      headersTimeoutMs: 5_000,
      requestTimeoutMs: 120_000,
      keepAliveTimeoutMs: 65_000,
    });
  });
});
