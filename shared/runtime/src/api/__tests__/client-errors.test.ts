import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPath, recordRequests, setupApiServer } from '@cabinet/testing';
import { apiErrorMessage } from '../api-error.ts';
import { ApiError, configureApi, type UnauthorizedEvent } from '../index.ts';
import { getIdentity } from '../../session/index.ts';
import { ITEMS, addItem, itemsDomain, listItems } from './support/items.ts';

const { server } = setupApiServer({ domains: [itemsDomain] });

beforeEach(() => configureApi({}, { retryDelay: 0 }));
afterEach(() => vi.restoreAllMocks());

async function listError(): Promise<ApiError> {
  const error: unknown = await listItems().catch((caught: unknown) => caught);
  if (!(error instanceof ApiError)) throw new Error(`Expected an ApiError, got ${String(error)}`);
  return error;
}

describe('message rule', () => {
  it('message rule: server message', async () => {
    server.use(http.get(ITEMS, () => HttpResponse.json({ message: 'Доступ запрещен' }, { status: 403 })));
    const error = await listError();
    expect(error.message).toBe('Доступ запрещен');
    expect(error.status).toBe(403);
    expect(error.data).toEqual({ message: 'Доступ запрещен' });
    expect(error.response?.status).toBe(403);
    expect(error.request).toEqual({ method: 'GET', url: 'http://localhost:8000/api/test/items' });
  });

  it('message rule: transport', async () => {
    server.use(http.get(ITEMS, () => HttpResponse.error()));
    const error = await listError();
    expect(error.message).toBe('Failed to fetch');
    expect(error.status).toBeUndefined();
    expect(error.response).toBeUndefined();
  });

  it('message rule: HTTP status', async () => {
    server.use(http.get(ITEMS, () => new HttpResponse('<h1>Forbidden</h1>', { status: 403, headers: { 'Content-Type': 'text/html' } })));
    expect((await listError()).message).toBe('HTTP 403');
  });

  it('message rule: HTTP ERR', () => {
    // No response and a transport failure without words (e.g. a bare rejection).
    expect(apiErrorMessage(undefined, new Error(''), undefined)).toBe('HTTP ERR');
    expect(new ApiError({ request: { method: 'GET', url: 'http://localhost:8000/' } }).message).toBe('HTTP ERR');
  });

  it('an empty server message falls back to HTTP status', async () => {
    server.use(http.get(ITEMS, () => HttpResponse.json({ message: '' }, { status: 404 })));
    expect((await listError()).message).toBe('HTTP 404');
  });
});

describe('statuses', () => {
  it('419 on a POST: warns, renews the CSRF token and sends the request once more', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const onUnauthorized = vi.fn<(event: UnauthorizedEvent) => void>();
    configureApi({}, { onUnauthorized, retryDelay: 0 });
    server.use(http.post(ITEMS, () => HttpResponse.json({ message: 'CSRF token mismatch.' }, { status: 419 }), { once: true }));
    const requests = recordRequests(server);
    await expect(addItem('четвёртый')).resolves.toEqual({ data: 'четвёртый' });
    expect(requests.map(({ method, url }) => `${method} ${url.pathname}`)).toEqual([
      'GET /sanctum/csrf-cookie',
      'POST /api/test/items',
      'GET /sanctum/csrf-cookie',
      'POST /api/test/items',
    ]);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/CSRF token mismatch/);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('a second 419 is the error: the request is not sent a third time', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(http.post(ITEMS, () => HttpResponse.json({ message: 'CSRF token mismatch.' }, { status: 419 })));
    const requests = recordRequests(server);
    await expect(addItem('четвёртый')).rejects.toMatchObject({ status: 419 });
    expect(requests.filter(({ method }) => method === 'POST')).toHaveLength(2);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('a GET answered 419 is not sent again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(http.get(ITEMS, () => HttpResponse.json({ message: 'CSRF token mismatch.' }, { status: 419 })));
    const requests = recordRequests(server);
    await expect(listItems()).rejects.toMatchObject({ status: 419 });
    expect(requests).toHaveLength(1);
  });

  it('422 exposes field errors', async () => {
    const error: unknown = await addItem('').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(422);
    expect(apiError.message).toBe('Обязательное поле');
    expect(apiError.fieldErrors).toEqual({ name: ['Обязательное поле'] });
    expect(apiError.fieldError('name')).toBe('Обязательное поле');
    expect(apiError.fieldError('email')).toBeUndefined();
  });

  it('429 exposes Retry-After in seconds', async () => {
    configureApi({ retry: 0 });
    server.use(
      http.get(ITEMS, () =>
        HttpResponse.json({ message: 'Слишком много попыток.' }, { status: 429, headers: { 'Retry-After': '42' } }),
      ),
    );
    expect((await listError()).retryAfter).toBe(42);
  });
});

describe('response validation', () => {
  it('rejects a response that breaks the contract with a clear message', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get(apiPath('/api/cabinet/user'), () => HttpResponse.json({ data: { id: 'один', name: 42 } })));
    const error: unknown = await getIdentity().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(200);
    expect(apiError.message).toMatch(/^Ответ API не соответствует контракту: GET http:\/\/localhost:8000\/api\/cabinet\/user — data\.id/);
    expect(apiError.issues?.length).toBeGreaterThan(0);
    expect(logged).toHaveBeenCalledTimes(1);
  });

  it('rejects an HTML page answered with 200', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get(ITEMS, () => HttpResponse.html('<!doctype html><title>Кабинет</title>')));
    expect((await listError()).message).toMatch(/не соответствует контракту/);
  });
});
