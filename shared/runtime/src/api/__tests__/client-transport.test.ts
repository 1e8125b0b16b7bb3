import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordRequests, setupApiServer } from '@cabinet/testing';
import { ApiError, REQUEST_TIMEOUT_MS, apiRequest, configureApi, NoContentSchema } from '../index.ts';
import { ITEMS, itemsDomain, listItems, putItem } from './support/items.ts';

const { server, db } = setupApiServer({ domains: [itemsDomain] });

beforeEach(() => configureApi({}, { retryDelay: 0 }));
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('requests', () => {
  it('sends every call to the configured base URL', async () => {
    configureApi({ apiBaseUrl: 'https://api.example.com' });
    const requests = recordRequests(server);
    await listItems({ page: 2, per_page: 2 });
    expect(requests[0]?.url.href).toBe('https://api.example.com/api/test/items?page=2&per_page=2');
  });

  it('asks for JSON and sends credentials', async () => {
    let credentials: RequestCredentials | undefined;
    server.use(
      http.get(ITEMS, ({ request }) => {
        credentials = request.credentials;
        return undefined;
      }),
    );
    const requests = recordRequests(server);
    await listItems();
    expect(requests[0]?.headers.get('accept')).toBe('application/json');
    expect(credentials).toBe('include');
  });

  it('sends PUT+FormData as POST with _method=PUT', async () => {
    const requests = recordRequests(server);
    const form = new FormData();
    form.append('name', 'с файлом');
    form.append('file', new File(['jpeg'], 'festival.jpg', { type: 'image/jpeg' }));
    await putItem(form);
    const save = requests.find((request) => request.url.pathname === '/api/test/items');
    expect(save?.method).toBe('POST');
    expect(save?.headers.get('content-type')).toMatch(/^multipart\/form-data/);
    expect(db.items).toContain('с файлом');
  });

  it('the overridden form carries _method=PUT and leaves the caller\'s form untouched', async () => {
    let method: FormDataEntryValue | null = null;
    server.use(
      http.post(ITEMS, async ({ request }) => {
        method = (await request.formData()).get('_method');
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    const form = new FormData();
    form.append('name', 'Анна');
    await apiRequest('/api/test/items', NoContentSchema, { method: 'PUT', body: form });
    expect(method).toBe('PUT');
    expect(form.has('_method')).toBe(false);
  });

  it('sends a PUT with a JSON body as a PUT', async () => {
    const requests = recordRequests(server);
    await putItem({ name: 'четвёртый' });
    const save = requests.find((request) => request.url.pathname === '/api/test/items');
    expect(save?.method).toBe('PUT');
    expect(save?.headers.get('content-type')).toBe('application/json');
  });

  it('sends by the configured transport, decorated as ever, and by the global fetch again once none is configured', async () => {
    const sent: { url: string; accept: string | null }[] = [];
    const transport: typeof fetch = (input, init) => {
      sent.push({ url: String(input), accept: new Headers(init?.headers).get('accept') });
      return fetch(input, init);
    };
    configureApi({ apiBaseUrl: 'https://api.example.com' }, { fetch: transport });
    const requests = recordRequests(server);
    const page = await listItems({ page: 2, per_page: 2 });
    expect(page.data).toEqual(['третий']);
    expect(sent).toEqual([{ url: 'https://api.example.com/api/test/items?page=2&per_page=2', accept: 'application/json' }]);
    configureApi({ apiBaseUrl: 'https://api.example.com' });
    await listItems();
    expect(sent).toHaveLength(1);
    expect(requests).toHaveLength(2);
  });
});

describe('redirects', () => {
  function redirectTo(location: string) {
    server.use(http.get(ITEMS, () => new HttpResponse(null, { status: 302, headers: { Location: location } })));
  }

  it('follows a redirect only to http(s)', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    redirectTo('https://id.example.com/sign-in');
    await expect(listItems()).rejects.toBeInstanceOf(ApiError);
    expect(assign).toHaveBeenCalledWith('https://id.example.com/sign-in');
  });

  it('never follows a javascript: redirect', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    redirectTo('javascript:alert(1)');
    await expect(listItems()).rejects.toThrow(/Перенаправление отклонено/);
    expect(assign).not.toHaveBeenCalled();
  });

  it('resolves a relative Location against the API address', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    redirectTo('/login');
    await expect(listItems()).rejects.toBeInstanceOf(ApiError);
    expect(assign).toHaveBeenCalledWith('http://localhost:8000/login');
  });
});

describe('timeout', () => {
  it('times out after 60 s', async () => {
    vi.useFakeTimers();
    server.use(
      http.get(ITEMS, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const settled = listItems().catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    let done = false;
    void settled.then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await settled;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: undefined, message: 'Сервер не ответил за 60 с' });
  });

  it('a cancelled request rejects with the abort reason, not an ApiError', async () => {
    server.use(
      http.get(ITEMS, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const controller = new AbortController();
    const pending = listItems({}, { signal: controller.signal });
    controller.abort(new DOMException('Отменено', 'AbortError'));
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('query values', () => {
  it('sends a boolean as 1 or 0, as Laravel’s boolean rule takes it, and leaves out an absent value', async () => {
    const requests = recordRequests(server);
    await apiRequest('/api/test/items', NoContentSchema, { query: { unread: true, archived: false, page: 2, tag: undefined } });
    expect(requests[0]?.url.search).toBe('?unread=1&archived=0&page=2');
  });
});
