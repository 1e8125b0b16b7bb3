// @vitest-environment node
import { http, HttpResponse, delay } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiPath, recordRequests } from '@cabinet/testing';
import { setupHostApi } from '../../__tests__/helpers/host-api.ts';
import { renderApp, type RenderAppInput } from '../render-app.tsx';

// Signed out in the mock API: only the visitor's own token, which the render passes on, is signed in.
const { server, db } = setupHostApi({ signedIn: false });

const registry = {
  remotes: [
    { name: 'events', title: 'События', entry: 'http://localhost:3001/mf-manifest.json' },
    { name: 'notifications', title: 'Уведомления', entry: 'http://localhost:3002/mf-manifest.json', badge: 'unread-notifications' },
  ],
};
const identity = { data: { id: 1, name: 'Анна Смирнова', email: 'demo@example.com', email_verified_at: '2026-01-01T00:00:00Z', socials: [] } };
const visitor = { headers: { Authorization: 'Bearer 5|visitor', Origin: 'https://cabinet.example.com' }, timeZone: 'Asia/Vladivostok' };

function render(url: string, overrides: Partial<RenderAppInput> = {}) {
  db.tokens.set('5|visitor', 1);
  return renderApp({ url, config: { apiBaseUrl: 'https://api.example.com', authMode: 'token' }, registry, identity, visitor, storeFolder: null, apiTimeoutMs: 1000, timeoutMs: 2000, ...overrides });
}

const keys = (state: { queries: { key: readonly unknown[] }[] }) => state.queries.map((query) => query.key);

describe('the cabinet page rendered on the server', () => {
  it('is the layout with the user’s name and the registry’s sections, with no script React would need to reveal it', async () => {
    const { html } = await render('/cabinet/events');
    expect(html).toContain('data-testid="user-name">Анна Смирнова</span>');
    expect(html).toContain('href="/cabinet/events"');
    // Every boundary inline: the CSP allows no inline script, and a page without JavaScript shows it all.
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<!--$?-->');
  });

  it('paints the dashboard with its data, fetched as the visitor, with dates in the visitor’s time zone, and hands the data on', async () => {
    const requests = recordRequests(server);
    const { html, state } = await render('/cabinet');
    expect(html).toContain('Здравствуйте, <!-- -->Анна Смирнова');
    const event = db.events.find((candidate) => candidate.id === 1);
    expect(html).toContain('Открытая лекция «Архитектура Петербурга»');
    const vladivostok = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Vladivostok' });
    expect(html).toContain(vladivostok.format(new Date(event?.starts_at ?? '')));
    expect(html).toContain('data-testid="unread-badge"');
    expect(keys(state)).toEqual(
      expect.arrayContaining([
        ['notifications', 'unread-count'],
        ['notifications', 'summary', 'latest-unread', 3],
        ['events', 'summary', 'upcoming', 3],
        ['polls', 'summary', 'in_progress', 3],
        ['polls', 'summary', 'new', 3],
      ]),
    );
    expect(requests.length).toBeGreaterThan(0);
    for (const request of requests) {
      expect(request.url.origin).toBe('https://api.example.com');
      expect(request.headers.get('authorization')).toBe('Bearer 5|visitor');
      expect(request.headers.get('origin')).toBe('https://cabinet.example.com');
    }
  });

  it('asks for the page’s data by the renderer’s own client when it gives one', async () => {
    const asked: string[] = [];
    const transport: typeof fetch = (input, init) => {
      asked.push(new URL(String(input)).pathname);
      return fetch(input, init);
    };
    const { state } = await render('/cabinet', { fetch: transport });
    expect(keys(state)).toContainEqual(['events', 'summary', 'upcoming', 3]);
    expect(asked).toEqual(expect.arrayContaining(['/api/cabinet/events', '/api/cabinet/notifications', '/api/cabinet/polls']));
    // A page rendered without one asks by the global fetch.
    const before = asked.length;
    const { state: next } = await render('/cabinet');
    expect(keys(next)).toContainEqual(['events', 'summary', 'upcoming', 3]);
    expect(asked).toHaveLength(before);
  });

  it('paints the dashboard whole in the product’s time zone while the visitor’s is not known, and says so to the browser', async () => {
    const { html, state } = await render('/cabinet', { visitor: { ...visitor, timeZone: null } });
    expect(state.timeZone).toBe('Europe/Moscow');
    expect(keys(state)).toContainEqual(['events', 'summary', 'upcoming', 3]);
    const event = db.events.find((candidate) => candidate.id === 1);
    const moscow = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Moscow' });
    expect(html).toContain(moscow.format(new Date(event?.starts_at ?? '')));
    expect(html).not.toContain('aria-label="Загрузка: события"');
    // A page without dates says no zone: a browser in any zone hydrates it.
    const missing = await render('/cabinet/nope', { visitor: { ...visitor, timeZone: null } });
    expect(missing.state.timeZone).toBeNull();
  });

  it('waits for the API no longer than its bound: what is late is the browser’s to fetch', async () => {
    server.use(http.get(apiPath('/api/cabinet/events'), async () => {
      await delay(2000);
      return HttpResponse.json({});
    }));
    const { html, state } = await render('/cabinet', { apiTimeoutMs: 200 });
    expect(keys(state)).not.toContainEqual(['events', 'summary', 'upcoming', 3]);
    expect(keys(state)).toContainEqual(['polls', 'summary', 'new', 3]);
    expect(html).toContain('aria-label="Загрузка: события"');
  });

  it('leaves a section’s own page to the browser: its loading state, marked as the browser’s to render', async () => {
    const { html } = await render('/cabinet/events?page=2');
    expect(html).toContain('aria-current="page"');
    // (React's development build adds the error's text to the mark; the production one sends the digest alone.)
    expect(html).toMatch(/<!--\$!--><template data-dgst="cabinet-client-only"[^>]*><\/template><div role="status" aria-label="Загрузка раздела «События»"/);
  });

  it('answers an unknown page with the error screen, and shows a name as text', async () => {
    expect((await render('/cabinet/no-such-page')).html).toContain('Страницы по адресу /cabinet/no-such-page нет.');
    const { html } = await render('/cabinet/events', { identity: { data: { ...identity.data, name: '</script><script>alert(1)</script>' } } });
    expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>alert(1)');
  });

  it('refuses what the page would not start from either', async () => {
    await expect(render('/cabinet', { identity: { data: { id: 'x' } } })).rejects.toThrow();
    await expect(render('/cabinet', { registry: { remotes: 'events' } })).rejects.toThrow();
  });
});
