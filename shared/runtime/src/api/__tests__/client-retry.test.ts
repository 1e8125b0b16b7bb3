import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { recordRequests, setupApiServer } from '@cabinet/testing';
import { ApiError, RETRY_STATUS_CODES, configureApi } from '../index.ts';
import { ITEMS, addItem, itemsDomain, listItems } from './support/items.ts';

const { server } = setupApiServer({ domains: [itemsDomain] });

beforeEach(() => configureApi({}, { retryDelay: 0 }));

function failOnce(status: number) {
  server.use(http.get(ITEMS, () => HttpResponse.json({ message: 'Временная ошибка' }, { status }), { once: true }));
}

const itemRequests = (requests: ReturnType<typeof recordRequests>) =>
  requests.filter((request) => request.url.pathname === '/api/test/items');

describe('retries', () => {
  it('retries a GET once on 503', async () => {
    const requests = recordRequests(server);
    failOnce(503);
    const page = await listItems();
    expect(page.data.length).toBeGreaterThan(0);
    expect(itemRequests(requests)).toHaveLength(2);
  });

  it.each([...RETRY_STATUS_CODES])('retries a GET on %i', async (status) => {
    failOnce(status);
    await expect(listItems()).resolves.toMatchObject({ meta: { current_page: 1 } });
  });

  it('retries a GET only once: a second 503 is the error', async () => {
    const requests = recordRequests(server);
    server.use(http.get(ITEMS, () => HttpResponse.json({ message: 'Сервис недоступен' }, { status: 503 })));
    await expect(listItems()).rejects.toMatchObject({ status: 503, message: 'Сервис недоступен' });
    expect(itemRequests(requests)).toHaveLength(2);
  });

  it('does not retry a GET on 404', async () => {
    const requests = recordRequests(server);
    server.use(http.get(ITEMS, () => HttpResponse.json({ message: 'Не найдено' }, { status: 404 })));
    await expect(listItems()).rejects.toBeInstanceOf(ApiError);
    expect(itemRequests(requests)).toHaveLength(1);
  });

  it('never retries a POST', async () => {
    const requests = recordRequests(server);
    server.use(http.post(ITEMS, () => HttpResponse.json({}, { status: 503 })));
    await expect(addItem('четвёртый')).rejects.toMatchObject({
      status: 503,
    });
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  it('retry: true means 1', async () => {
    configureApi({ retry: true }, { retryDelay: 0 });
    const requests = recordRequests(server);
    server.use(http.get(ITEMS, () => HttpResponse.json({}, { status: 502 })));
    await expect(listItems()).rejects.toMatchObject({ status: 502 });
    expect(itemRequests(requests)).toHaveLength(2);
  });

  it('retry: false means no retry', async () => {
    configureApi({ retry: false }, { retryDelay: 0 });
    const requests = recordRequests(server);
    failOnce(503);
    await expect(listItems()).rejects.toMatchObject({ status: 503 });
    expect(itemRequests(requests)).toHaveLength(1);
  });

  it('retry: 3 retries a GET three times', async () => {
    configureApi({ retry: 3 }, { retryDelay: 0 });
    const requests = recordRequests(server);
    server.use(http.get(ITEMS, () => HttpResponse.json({}, { status: 504 })));
    await expect(listItems()).rejects.toMatchObject({ status: 504 });
    expect(itemRequests(requests)).toHaveLength(4);
  });

  it('does not retry a 429 whose Retry-After is longer than 10 s', async () => {
    const requests = recordRequests(server);
    server.use(
      http.get(ITEMS, () =>
        HttpResponse.json({ message: 'Слишком много запросов' }, { status: 429, headers: { 'Retry-After': '60' } }),
      ),
    );
    await expect(listItems()).rejects.toMatchObject({ status: 429, retryAfter: 60 });
    expect(itemRequests(requests)).toHaveLength(1);
  });
});
