import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { recordRequests, setCookie, setupApiServer } from '@cabinet/testing';
import { ApiError, AUTH_TOKEN_COOKIE, apiRequest, configureApi, type UnauthorizedEvent } from '../index.ts';
import { redirectTarget } from '../redirect.ts';
import { ITEMS, ITEMS_PATH, itemsDomain } from './support/items.ts';

/**
 * `onUploadProgress`: the request goes by XMLHttpRequest (msw intercepts it
 * as it does fetch) and must keep every rule the fetch transport keeps.
 */
const { server, db } = setupApiServer({ domains: [itemsDomain] });

beforeEach(() => configureApi({}, { retryDelay: 0 }));
afterEach(() => vi.restoreAllMocks());

const ItemSchema = v.object({ data: v.string() });

function photoForm(name = 'с фото'): FormData {
  const form = new FormData();
  form.append('name', name);
  form.append('file', new File([new Uint8Array(2048)], 'photo.png', { type: 'image/png' }));
  return form;
}

function upload(body: FormData, options: { method?: 'POST' | 'PUT'; signal?: AbortSignal } = {}) {
  const progress: [number, number][] = [];
  const sent = apiRequest(ITEMS_PATH, ItemSchema, {
    method: options.method ?? 'POST',
    body,
    signal: options.signal,
    onUploadProgress: (loaded, total) => progress.push([loaded, total]),
  });
  return { sent, progress };
}

async function uploadError(body: FormData): Promise<ApiError> {
  const error: unknown = await upload(body).sent.catch((caught: unknown) => caught);
  if (!(error instanceof ApiError)) throw new Error(`Expected an ApiError, got ${String(error)}`);
  return error;
}

describe('upload progress', () => {
  it('reports the bytes sent and answers the validated body', async () => {
    const { sent, progress } = upload(photoForm());
    await expect(sent).resolves.toEqual({ data: 'с фото' });
    expect(progress.length).toBeGreaterThan(0);
    const [loaded, total] = progress.at(-1) ?? [0, 0];
    expect(total).toBeGreaterThan(2048);
    expect(loaded).toBe(total);
    expect(db.items).toContain('с фото');
  });

  it('goes to the configured base URL with credentials, JSON accepted and the CSRF header', async () => {
    configureApi({ apiBaseUrl: 'https://api.example.com' }, { retryDelay: 0 });
    let sent: Request | undefined;
    server.use(
      http.post(ITEMS, ({ request }) => {
        sent = request;
        return HttpResponse.json({ data: 'ok' });
      }),
    );
    await upload(photoForm()).sent;
    // (Read in the handler: a copy of a multipart request's headers loses them in happy-dom.)
    expect(sent?.url).toBe(`https://api.example.com${ITEMS_PATH}`);
    expect(sent?.credentials).toBe('include');
    expect(sent?.headers.get('accept')).toBe('application/json');
    expect(sent?.headers.get('x-xsrf-token')).toBe(db.csrfToken);
    expect(sent?.headers.get('content-type')).toMatch(/^multipart\/form-data/);
  });

  it('sends PUT with a form as POST with _method=PUT', async () => {
    let method: FormDataEntryValue | null = null;
    server.use(
      http.post(ITEMS, async ({ request }) => {
        method = (await request.formData()).get('_method');
        return HttpResponse.json({ data: 'ok' });
      }),
    );
    const form = photoForm();
    await upload(form, { method: 'PUT' }).sent;
    expect(method).toBe('PUT');
    expect(form.has('_method')).toBe(false);
  });

  it('sends the Bearer token in token mode', async () => {
    configureApi({ authMode: 'token' }, { retryDelay: 0 });
    setCookie(AUTH_TOKEN_COOKIE, '7|secret');
    let authorization: string | null = null;
    server.use(
      http.post(ITEMS, ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json({ data: 'ok' });
      }),
    );
    await upload(photoForm()).sent;
    expect(authorization).toBe('Bearer 7|secret');
  });

  it('after a 419 renews the CSRF token and sends the upload once more, reporting it again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(http.post(ITEMS, () => HttpResponse.json({ message: 'CSRF token mismatch.' }, { status: 419 }), { once: true }));
    const requests = recordRequests(server);
    const { sent, progress } = upload(photoForm());
    await expect(sent).resolves.toEqual({ data: 'с фото' });
    expect(requests.map(({ method, url }) => `${method} ${url.pathname}`)).toEqual([
      'GET /sanctum/csrf-cookie',
      `POST ${ITEMS_PATH}`,
      'GET /sanctum/csrf-cookie',
      `POST ${ITEMS_PATH}`,
    ]);
    expect(progress.filter(([loaded, total]) => loaded === total && total > 0)).toHaveLength(2);
  });

  it('a 401 is reported to onUnauthorized like any other request', async () => {
    const onUnauthorized = vi.fn<(event: UnauthorizedEvent) => void>();
    configureApi({}, { onUnauthorized, retryDelay: 0 });
    server.use(http.post(ITEMS, () => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 })));
    expect(await uploadError(photoForm())).toMatchObject({ status: 401, message: 'Unauthenticated.' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});

describe('upload errors', () => {
  it('a 422 carries the field errors and the server message', async () => {
    server.use(
      http.post(ITEMS, () =>
        HttpResponse.json({ message: 'Файл больше 5 МБ', errors: { file: ['Файл больше 5 МБ'] } }, { status: 422 }),
      ),
    );
    const error = await uploadError(photoForm());
    expect(error).toMatchObject({ status: 422, message: 'Файл больше 5 МБ', request: { method: 'POST', url: `http://localhost:8000${ITEMS_PATH}` } });
    expect(error.fieldError('file')).toBe('Файл больше 5 МБ');
  });

  it('a page without words is HTTP {status}', async () => {
    server.use(http.post(ITEMS, () => new HttpResponse('<h1>Too large</h1>', { status: 413, headers: { 'Content-Type': 'text/html' } })));
    expect((await uploadError(photoForm())).message).toBe('HTTP 413');
  });

  it('a lost connection is a transport error without a status', async () => {
    server.use(http.post(ITEMS, () => HttpResponse.error()));
    const error = await uploadError(photoForm());
    expect(error.status).toBeUndefined();
    expect(error.message).toBe('Failed to fetch');
  });

  it('an answer that breaks the contract is refused', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.post(ITEMS, () => HttpResponse.json({ data: 42 })));
    expect((await uploadError(photoForm())).issues).toBeDefined();
  });

  it('gives up after the timeout', async () => {
    configureApi({}, { retryDelay: 0, timeout: 50 });
    server.use(
      http.post(ITEMS, async () => {
        await delay('infinite');
        return HttpResponse.json({ data: 'ok' });
      }),
    );
    expect(await uploadError(photoForm())).toMatchObject({ status: undefined, message: 'Сервер не ответил за 0 с' });
  });

  it('a cancelled upload rejects with the abort reason, not an ApiError', async () => {
    let reached = false;
    server.use(
      http.post(ITEMS, async () => {
        reached = true;
        await delay('infinite');
        return HttpResponse.json({ data: 'ok' });
      }),
    );
    const controller = new AbortController();
    const { sent } = upload(photoForm(), { signal: controller.signal });
    await vi.waitFor(() => expect(reached).toBe(true));
    controller.abort(new DOMException('Отменено', 'AbortError'));
    await expect(sent).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('does not follow a redirect inside the upload: the browser goes there', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    server.use(http.post(ITEMS, () => new HttpResponse(null, { status: 302, headers: { Location: 'https://id.example.com/sign-in' } })));
    expect((await uploadError(photoForm())).message).toBe('Переход по перенаправлению: https://id.example.com/sign-in');
    expect(assign).toHaveBeenCalledWith('https://id.example.com/sign-in');
  });

  it('an upload that arrived redirected sends the browser to its final address', () => {
    // What an XHR that followed a redirect by itself answers.
    const response = new Response('{}', { status: 200 });
    Object.defineProperties(response, { redirected: { value: true }, url: { value: 'https://id.example.com/sign-in' } });
    expect(redirectTarget(response, `http://localhost:8000${ITEMS_PATH}`)).toBe('https://id.example.com/sign-in');
  });
});
