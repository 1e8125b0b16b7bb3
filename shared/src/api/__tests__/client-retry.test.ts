import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiPath, recordRequests, setupApiServer } from '../../testing/index.ts';
import { ApiError, RETRY_STATUS_CODES, configureApi, getEvents, sendMessage } from '../index.ts';

const { server } = setupApiServer();
const EVENTS = apiPath('/api/cabinet/events');

beforeEach(() => configureApi({}, { retryDelay: 0 }));

function failOnce(status: number) {
  server.use(http.get(EVENTS, () => HttpResponse.json({ message: 'Временная ошибка' }, { status }), { once: true }));
}

const eventRequests = (requests: ReturnType<typeof recordRequests>) =>
  requests.filter((request) => request.url.pathname === '/api/cabinet/events');

describe('retries', () => {
  it('retries a GET once on 503', async () => {
    const requests = recordRequests(server);
    failOnce(503);
    const page = await getEvents();
    expect(page.data.length).toBeGreaterThan(0);
    expect(eventRequests(requests)).toHaveLength(2);
  });

  it.each([...RETRY_STATUS_CODES])('retries a GET on %i', async (status) => {
    failOnce(status);
    await expect(getEvents()).resolves.toMatchObject({ meta: { current_page: 1 } });
  });

  it('retries a GET only once: a second 503 is the error', async () => {
    const requests = recordRequests(server);
    server.use(http.get(EVENTS, () => HttpResponse.json({ message: 'Сервис недоступен' }, { status: 503 })));
    await expect(getEvents()).rejects.toMatchObject({ status: 503, message: 'Сервис недоступен' });
    expect(eventRequests(requests)).toHaveLength(2);
  });

  it('does not retry a GET on 404', async () => {
    const requests = recordRequests(server);
    server.use(http.get(EVENTS, () => HttpResponse.json({ message: 'Не найдено' }, { status: 404 })));
    await expect(getEvents()).rejects.toBeInstanceOf(ApiError);
    expect(eventRequests(requests)).toHaveLength(1);
  });

  it('never retries a POST', async () => {
    const requests = recordRequests(server);
    server.use(http.post(apiPath('/api/cabinet/user/send-message'), () => HttpResponse.json({}, { status: 503 })));
    await expect(sendMessage({ subject: 'Вопрос', message: 'Когда следующая лекция?' })).rejects.toMatchObject({
      status: 503,
    });
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  it('retry: true means 1', async () => {
    configureApi({ retry: true }, { retryDelay: 0 });
    const requests = recordRequests(server);
    server.use(http.get(EVENTS, () => HttpResponse.json({}, { status: 502 })));
    await expect(getEvents()).rejects.toMatchObject({ status: 502 });
    expect(eventRequests(requests)).toHaveLength(2);
  });

  it('retry: false means no retry', async () => {
    configureApi({ retry: false }, { retryDelay: 0 });
    const requests = recordRequests(server);
    failOnce(503);
    await expect(getEvents()).rejects.toMatchObject({ status: 503 });
    expect(eventRequests(requests)).toHaveLength(1);
  });

  it('retry: 3 retries a GET three times', async () => {
    configureApi({ retry: 3 }, { retryDelay: 0 });
    const requests = recordRequests(server);
    server.use(http.get(EVENTS, () => HttpResponse.json({}, { status: 504 })));
    await expect(getEvents()).rejects.toMatchObject({ status: 504 });
    expect(eventRequests(requests)).toHaveLength(4);
  });

  it('does not retry a 429 whose Retry-After is longer than 10 s', async () => {
    const requests = recordRequests(server);
    server.use(
      http.get(EVENTS, () =>
        HttpResponse.json({ message: 'Слишком много запросов' }, { status: 429, headers: { 'Retry-After': '60' } }),
      ),
    );
    await expect(getEvents()).rejects.toMatchObject({ status: 429, retryAfter: 60 });
    expect(eventRequests(requests)).toHaveLength(1);
  });
});
