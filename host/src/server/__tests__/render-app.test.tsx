// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderApp } from '../render-app.tsx';

const registry = {
  remotes: [
    { name: 'events', title: 'События', entry: 'http://localhost:3001/mf-manifest.json' },
    { name: 'notifications', title: 'Уведомления', entry: 'http://localhost:3002/mf-manifest.json', badge: 'unread-notifications' },
  ],
};
const identity = { data: { id: 1, name: 'Анна Смирнова', email: 'demo@example.com', email_verified_at: '2026-01-01T00:00:00Z', socials: [] } };
const render = (url: string, overrides: Partial<Parameters<typeof renderApp>[0]> = {}) =>
  renderApp({ url, config: {}, registry, identity, timeoutMs: 2000, ...overrides });

describe('the cabinet page rendered on the server', () => {
  it('is the layout with the user’s name and the registry’s sections, and the dashboard, with no script React would need to reveal it', async () => {
    const html = await render('/cabinet');
    expect(html).toContain('data-testid="user-name">Анна Смирнова</span>');
    expect(html).toContain('href="/cabinet/events"');
    expect(html).toContain('>Уведомления</a>');
    expect(html).toContain('<h1 class="text-2xl font-semibold">Кабинет</h1>');
    // Every boundary inline: the CSP allows no inline script, and a page without JavaScript shows it all.
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<!--$?-->');
  });

  it('leaves a section’s own page to the browser: its loading state, marked as the browser’s to render', async () => {
    const html = await render('/cabinet/events?page=2');
    expect(html).toContain('aria-current="page"');
    // (React's development build adds the error's text to the mark; the production one sends the digest alone.)
    expect(html).toMatch(/<!--\$!--><template data-dgst="cabinet-client-only"[^>]*><\/template><div role="status" aria-label="Загрузка раздела «События»"/);
  });

  it('answers an unknown page with the error screen, and shows a name as text', async () => {
    expect(await render('/cabinet/no-such-page')).toContain('Страницы по адресу /cabinet/no-such-page нет.');
    const html = await render('/cabinet', { identity: { data: { ...identity.data, name: '</script><script>alert(1)</script>' } } });
    expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>alert(1)');
  });

  it('refuses what the page would not start from either', async () => {
    await expect(render('/cabinet', { identity: { data: { id: 'x' } } })).rejects.toThrow();
    await expect(render('/cabinet', { registry: { remotes: 'events' } })).rejects.toThrow();
  });
});
