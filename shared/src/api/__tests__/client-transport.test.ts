import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPath, recordRequests, setupApiServer } from '../../testing/index.ts';
import { ApiError, REQUEST_TIMEOUT_MS, apiRequest, configureApi, getEvents, setPollAnswers, NoContentSchema } from '../index.ts';

const { server } = setupApiServer();
const EVENTS = apiPath('/api/cabinet/events');

beforeEach(() => configureApi({}, { retryDelay: 0 }));
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('requests', () => {
  it('sends every call to the configured base URL', async () => {
    configureApi({ apiBaseUrl: 'https://api.example.com' });
    const requests = recordRequests(server);
    await getEvents({ page: 2, per_page: 2 });
    expect(requests[0]?.url.href).toBe('https://api.example.com/api/cabinet/events?page=2&per_page=2');
  });

  it('asks for JSON and sends credentials', async () => {
    let credentials: RequestCredentials | undefined;
    server.use(
      http.get(EVENTS, ({ request }) => {
        credentials = request.credentials;
        return undefined;
      }),
    );
    const requests = recordRequests(server);
    await getEvents();
    expect(requests[0]?.headers.get('accept')).toBe('application/json');
    expect(credentials).toBe('include');
  });

  it('sends PUT+FormData as POST with _method=PUT', async () => {
    const requests = recordRequests(server);
    const poll = await setPollAnswers({
      poll_id: 1,
      answers: [{ question_id: 1, value: 2 }],
      files: { 5: new File(['jpeg'], 'festival.jpg', { type: 'image/jpeg' }) },
    });
    const save = requests.find((request) => request.url.pathname.endsWith('/set-answer-questions'));
    expect(save?.method).toBe('POST');
    expect(save?.headers.get('content-type')).toMatch(/^multipart\/form-data/);
    expect(poll.questions.find((question) => question.id === 5)?.answer).toMatchObject({ name: 'festival.jpg', mime: 'image/jpeg' });
  });

  it('the overridden form carries _method=PUT and leaves the caller\'s form untouched', async () => {
    let method: FormDataEntryValue | null = null;
    server.use(
      http.post(apiPath('/api/cabinet/user/update'), async ({ request }) => {
        method = (await request.formData()).get('_method');
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    const form = new FormData();
    form.append('name', 'Анна');
    await apiRequest('/api/cabinet/user/update', NoContentSchema, { method: 'PUT', body: form });
    expect(method).toBe('PUT');
    expect(form.has('_method')).toBe(false);
  });

  it('sends a PUT with a JSON body as a PUT', async () => {
    const requests = recordRequests(server);
    await setPollAnswers({ poll_id: 2, answers: [{ question_id: 7, value: 'Больше практики' }] });
    const save = requests.find((request) => request.url.pathname.endsWith('/set-answer-questions'));
    expect(save?.method).toBe('PUT');
    expect(save?.headers.get('content-type')).toBe('application/json');
  });
});

describe('redirects', () => {
  function redirectTo(location: string) {
    server.use(http.get(EVENTS, () => new HttpResponse(null, { status: 302, headers: { Location: location } })));
  }

  it('follows a redirect only to http(s)', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    redirectTo('https://id.example.com/sign-in');
    await expect(getEvents()).rejects.toBeInstanceOf(ApiError);
    expect(assign).toHaveBeenCalledWith('https://id.example.com/sign-in');
  });

  it('never follows a javascript: redirect', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    redirectTo('javascript:alert(1)');
    await expect(getEvents()).rejects.toThrow(/Перенаправление отклонено/);
    expect(assign).not.toHaveBeenCalled();
  });

  it('resolves a relative Location against the API address', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    redirectTo('/login');
    await expect(getEvents()).rejects.toBeInstanceOf(ApiError);
    expect(assign).toHaveBeenCalledWith('http://localhost:8000/login');
  });
});

describe('timeout', () => {
  it('times out after 60 s', async () => {
    vi.useFakeTimers();
    server.use(
      http.get(EVENTS, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const settled = getEvents().catch((error: unknown) => error);
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
      http.get(EVENTS, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const controller = new AbortController();
    const pending = getEvents({}, { signal: controller.signal });
    controller.abort(new DOMException('Отменено', 'AbortError'));
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
