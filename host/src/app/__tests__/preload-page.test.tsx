import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient, setUser } from '@cabinet/runtime';
import { DashboardPage, page, preloadPageOf } from '../lazy-pages.tsx';

const imported = vi.hoisted(() => new Set<string>());

vi.mock('../../dashboard/dashboard-page.tsx', async (importOriginal) => {
  imported.add('dashboard');
  return importOriginal();
});

const user = { id: 1, name: 'Анна Смирнова', email: 'demo@example.com', email_verified_at: null, avatar_url: null, phone: null, about: null, socials: [], created_at: null };

describe('preloading the page a painted document shows', () => {
  it('loads the dashboard’s code for /cabinet alone, after which it renders without suspending', async () => {
    await preloadPageOf('/cabinet/events');
    expect([...imported]).toEqual([]);

    await preloadPageOf('/cabinet/');
    expect([...imported]).toEqual(['dashboard']);
    const client = createQueryClient();
    setUser(client, user);
    // A render that cannot wait: a page that still suspended would be its fallback here.
    const html = renderToString(
      <QueryClientProvider client={client}>
        <MemoryRouter>{page(DashboardPage)}</MemoryRouter>
      </QueryClientProvider>,
    );
    expect(html).toContain('Здравствуйте, <!-- -->Анна Смирнова');
  });
});
