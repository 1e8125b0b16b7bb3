import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiTransport } from '../api-transport.ts';

/** An API on a port of its own: what it was asked, and what it answers at each path. */
let api: Server;
let apiUrl = '';
let asked: { method: string; url: string; headers: IncomingHttpHeaders; body: string }[] = [];

beforeAll(async () => {
  api = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      asked.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
      // Never answered: the caller gives up first.
      if (request.url === '/slow') return;
      if (request.url === '/moved') return void response.writeHead(302, { location: '/elsewhere' }).end('moved');
      if (request.url === '/empty') return void response.writeHead(204).end();
      if (request.url === '/guest') return void response.writeHead(401, { 'content-type': 'application/json' }).end('{"message":"Unauthenticated."}');
      response.writeHead(200, { 'content-type': 'application/json', 'set-cookie': ['a=1; path=/', 'b=2; path=/'] });
      response.end(JSON.stringify({ data: { name: 'Анна' }, method: request.method }));
    });
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});
afterAll(() => {
  api.closeAllConnections();
  return new Promise<void>((resolve) => api.close(() => resolve()));
});
beforeEach(() => {
  asked = [];
});

describe('the renderer’s requests to the API', () => {
  it('answers as fetch would: the status, the headers with each Set-Cookie line, the body as text', async () => {
    const response = await apiTransport(`${apiUrl}/api/cabinet/events?page=2`, { headers: new Headers({ Accept: 'application/json', Cookie: 'laravel_session=abc' }) });
    expect(response.status).toBe(200);
    expect(response.ok).toBe(true);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.getSetCookie()).toEqual(['a=1; path=/', 'b=2; path=/']);
    expect(await response.json()).toEqual({ data: { name: 'Анна' }, method: 'GET' });
    expect(asked).toEqual([expect.objectContaining({ method: 'GET', url: '/api/cabinet/events?page=2' })]);
    expect(asked[0]?.headers).toMatchObject({ accept: 'application/json', cookie: 'laravel_session=abc' });
  });

  it('sends a text body with its method, and takes a URL or plain headers as fetch does', async () => {
    const response = await apiTransport(new URL(`${apiUrl}/api/cabinet/profile`), { method: 'put', headers: { 'Content-Type': 'application/json' }, body: '{"name":"Иван"}' });
    expect(await response.json()).toMatchObject({ method: 'PUT' });
    expect(asked[0]).toMatchObject({ method: 'PUT', body: '{"name":"Иван"}', headers: expect.objectContaining({ 'content-type': 'application/json' }) });
  });

  it('follows no redirect, and answers an error status or no content as they came', async () => {
    const moved = await apiTransport(`${apiUrl}/moved`);
    expect(moved.status).toBe(302);
    expect(moved.headers.get('location')).toBe('/elsewhere');
    expect(asked.map((request) => request.url)).toEqual(['/moved']);
    const guest = await apiTransport(`${apiUrl}/guest`);
    expect(guest.status).toBe(401);
    expect(await guest.json()).toEqual({ message: 'Unauthenticated.' });
    const empty = await apiTransport(`${apiUrl}/empty`);
    expect(empty.status).toBe(204);
    expect(empty.body).toBeNull();
  });

  it('gives up when the caller’s signal aborts, with the signal’s reason', async () => {
    const reason = new Error('past the bound');
    const controller = new AbortController();
    setTimeout(() => controller.abort(reason), 50);
    await expect(apiTransport(`${apiUrl}/slow`, { signal: controller.signal })).rejects.toBe(reason);
  });

  it('leaves what is not a text body to fetch', async () => {
    const form = new FormData();
    form.append('name', 'Анна');
    const response = await apiTransport(`${apiUrl}/api/cabinet/profile`, { method: 'POST', body: form });
    expect(response.status).toBe(200);
    expect(asked[0]?.headers['content-type']).toMatch(/^multipart\/form-data/);
    expect(asked[0]?.body).toContain('Анна');
  });
});
