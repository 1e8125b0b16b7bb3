// @vitest-environment node
/**
 * A section painted on the server with its remote's own server code, read
 * from a release store on this disk: a container as small as the contract
 * (a server build's `remoteEntry.cjs`: `init` with the host's share scope,
 * `get('./module')`), whose route renders with the singletons the render
 * shares — React, the query client, `@cabinet/runtime` — and declares what it
 * reads first.
 */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { inCanary } from '@cabinet/runtime';
import { setupHostApi } from '../../__tests__/helpers/host-api.ts';
import { isSectionPath, sectionQueries, sectionReleaseAt, type PaintedSectionCode } from '../painted-section.ts';
import { renderApp, type RenderAppInput } from '../render-app.tsx';

const { db } = setupHostApi({ signedIn: false });

const LIVE = '0.1.0-aaaaaaaaaa';
const CANARY = '0.1.0-bbbbbbbbbb';
const BARE = '0.1.0-cccccccccc';
const THROWS = '0.1.0-dddddddddd';
const MISFIT = '0.1.0-eeeeeeeeee';

/** A server container whose index route lists the events of `?page=` under `heading`. */
const container = (heading: string) => `
let scope;
const take = async (name) => { const versions = scope[name]; return (await versions[Object.keys(versions)[0]].get())(); };
module.exports = {
  init(shared) { scope = shared; },
  async get(expose) {
    if (expose !== './module') throw new Error('no ' + expose);
    const [React, Query, Runtime] = await Promise.all([take('react'), take('@tanstack/react-query'), take('@cabinet/runtime')]);
    const list = (page) => ({ queryKey: ['events', 'list', { page }], queryFn: () => Runtime.apiRequest('/api/cabinet/events', Runtime.EventListResponseSchema, { query: { page } }) });
    const pageOf = (search) => Number(search.get('page') ?? 1);
    function Events() {
      const query = Query.useQuery(list(1));
      return React.createElement('section', null, React.createElement('h1', null, ${JSON.stringify(heading)}),
        query.data ? React.createElement('ul', null, query.data.data.map((event) => React.createElement('li', { key: event.id }, event.title))) : React.createElement('p', null, 'Загрузка'));
    }
    function Broken() { throw new Error('window is not defined'); }
    const element = ${JSON.stringify(heading)} === 'throws' ? React.createElement(Broken) : React.createElement(Events);
    return () => ({ default: { name: 'events', title: 'События', routes: [{ index: true, element, prefetch: ({ searchParams }) => [list(pageOf(searchParams))] }] } });
  },
};
`;

let store = '';
const identity = { data: { id: 1, name: 'Анна Смирнова', email: 'demo@example.com', email_verified_at: '2026-01-01T00:00:00Z', socials: [] } };
const visitor = { headers: { Authorization: 'Bearer 5|visitor', Origin: 'https://cabinet.example.com' }, timeZone: 'Europe/Moscow' };
const live = (release: string, canary?: { release: string; percent: number }) => ({
  remotes: [
    {
      name: 'events',
      title: 'События',
      entry: `http://localhost:3001/${release}/mf-manifest.json`,
      release,
      ...(canary ? { canary: { ...canary, entry: `http://localhost:3001/${canary.release}/mf-manifest.json` } } : {}),
    },
  ],
});

function render(url: string, registry: unknown, overrides: Partial<RenderAppInput> = {}) {
  db.tokens.set('5|visitor', 1);
  return renderApp({ url, config: { apiBaseUrl: 'https://api.example.com', authMode: 'token' }, registry, identity, visitor, storeFolder: store, apiTimeoutMs: 2000, timeoutMs: 4000, ...overrides });
}

beforeAll(async () => {
  store = await mkdtemp(path.join(tmpdir(), 'cabinet-sections-'));
  for (const [release, heading] of [
    [LIVE, 'События (живой выпуск)'],
    [CANARY, 'События (канареечный выпуск)'],
    [THROWS, 'throws'],
    [MISFIT, 'События (выпуск для другого React)'],
  ] as const) {
    await mkdir(path.join(store, 'events', release, 'server'), { recursive: true });
    await writeFile(path.join(store, 'events', release, 'server', 'remoteEntry.cjs'), container(heading));
    const css = { sync: [`static/css/module.${release.slice(-4)}.css`], async: [] };
    // As the browser build's manifest records it: what it was built against, what it needs of the host.
    const needs = release === MISFIT ? [{ name: 'react', requiredVersion: '^20.0.0' }] : [{ name: 'react', requiredVersion: '^19.0.0' }];
    const manifest = { name: 'events', metaData: { cabinet: { contract: 1, version: '0.1.0' } }, shared: needs, exposes: [{ path: './module', assets: { css, js: { sync: [], async: [] } } }] };
    await writeFile(path.join(store, 'events', release, 'mf-manifest.json'), JSON.stringify(manifest));
  }
  // A release built before server builds: its browser files only.
  await mkdir(path.join(store, 'events', BARE), { recursive: true });
  await writeFile(path.join(store, 'events', BARE, 'mf-manifest.json'), JSON.stringify({ name: 'events', exposes: [] }));
});
afterAll(() => rm(store, { recursive: true, force: true }));

describe('a section painted on the server', () => {
  it('is the live release’s page, with the data its route reads first, fetched as the visitor, handed to the browser with the release and its styles', async () => {
    const { html, state, styles } = await render('/cabinet/events?page=2', live(LIVE));
    expect(html).toContain('<h1>События (живой выпуск)</h1>');
    const list = state.queries.find((query) => JSON.stringify(query.key) === JSON.stringify(['events', 'list', { page: 2 }]));
    expect(list?.data).toEqual(expect.objectContaining({ data: expect.any(Array), meta: expect.objectContaining({ current_page: 2 }) }));
    expect(state.section).toEqual({ name: 'events', release: LIVE });
    expect(styles).toEqual([`http://localhost:3001/${LIVE}/static/css/module.aaaa.css`]);
    // Its data is the first page here (the route's own query): only what the prefetch named was fetched.
    expect(html).toContain('<p>Загрузка</p>');
  });

  it('renders with the data the route declared when the page asks for it', async () => {
    const { html, state } = await render('/cabinet/events', live(LIVE));
    const list = state.queries.find((query) => JSON.stringify(query.key) === JSON.stringify(['events', 'list', { page: 1 }]));
    const first = (list?.data as { data: { title: string }[] }).data[0]?.title ?? '';
    expect(first).not.toBe('');
    expect(html).toContain(`<li>${first.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}</li>`);
  });

  it('is the canary’s for a user in its share, beside the live release in the same process', async () => {
    const everyone = await render('/cabinet/events', live(LIVE, { release: CANARY, percent: 100 }));
    expect(everyone.html).toContain('<h1>События (канареечный выпуск)</h1>');
    expect(everyone.state.section).toEqual({ name: 'events', release: CANARY });
    const nobody = await render('/cabinet/events', live(LIVE, { release: CANARY, percent: 0 }));
    expect(nobody.html).toContain('<h1>События (живой выпуск)</h1>');
  });

  it('is written in the product’s time zone while the visitor’s is not known, and says so to the browser', async () => {
    const known = await render('/cabinet/events', live(LIVE));
    expect(known.state.timeZone).toBe('Europe/Moscow');
    const unknown = await render('/cabinet/events', live(LIVE), { visitor: { ...visitor, timeZone: null } });
    expect(unknown.html).toContain('<h1>События (живой выпуск)</h1>');
    expect(unknown.state.timeZone).toBe('Europe/Moscow');
    const vladivostok = await render('/cabinet/events', live(LIVE), { visitor: { ...visitor, timeZone: 'Asia/Vladivostok' } });
    expect(vladivostok.state.timeZone).toBe('Asia/Vladivostok');
  });

  it('that fails to render on the server goes as its loading state, marked as the browser’s to render (not a difference)', async () => {
    const failing = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { html } = await render('/cabinet/events', live(THROWS));
    expect(html).toMatch(/<!--\$!--><template data-dgst="cabinet-client-only"[^>]*><\/template><div role="status" aria-label="Загрузка раздела «События»"/);
    expect(failing).toHaveBeenCalledWith('A part of the page failed to render on the server; the browser renders it', expect.objectContaining({ message: 'window is not defined' }));
    failing.mockRestore();
  });

  it('is left to the browser for a release without server code, one the browser would refuse (another React), or a store elsewhere', async () => {
    for (const [registry, overrides] of [
      [live(BARE), {}],
      [live(MISFIT), {}],
      [live(LIVE), { storeFolder: null }],
    ] as const) {
      const { html, state, styles } = await render('/cabinet/events', registry, overrides);
      expect(html).toContain('aria-label="Загрузка раздела «События»"');
      expect(state.section ?? null).toBeNull();
      expect(styles).toEqual([]);
    }
  });
});

describe('the release a section is painted from', () => {
  const remote = { name: 'events', title: 'События', entry: 'http://localhost:3001/a/mf-manifest.json', release: LIVE };
  const canary = { release: CANARY, entry: 'http://localhost:3001/b/mf-manifest.json', percent: 30 };

  it('is the canary for the users the browser gives it to, the live release for the others', () => {
    for (let userId = 1; userId <= 50; userId += 1) {
      const chosen = sectionReleaseAt('/cabinet/events/5', [{ ...remote, canary }], userId);
      expect(chosen?.release, `user ${userId}`).toBe(inCanary('events', userId, 30) ? CANARY : LIVE);
    }
  });

  it('is none off a section, for a section not in the registry, or without a release recorded', () => {
    expect(sectionReleaseAt('/cabinet', [remote], 1)).toBeNull();
    expect(sectionReleaseAt('/cabinet/polls', [remote], 1)).toBeNull();
    expect(sectionReleaseAt('/cabinet/events', [{ ...remote, release: undefined }], 1)).toBeNull();
  });

  it('is asked for on a registry section’s addresses only, with a release recorded or not', () => {
    expect(isSectionPath('/cabinet/events', [{ ...remote, release: undefined }])).toBe(true);
    expect(isSectionPath('/cabinet/events/5', [remote])).toBe(true);
    expect(isSectionPath('/cabinet', [remote])).toBe(false);
    expect(isSectionPath('/cabinet/polls/1', [remote])).toBe(false);
    expect(isSectionPath('/cabinet/eventsx', [remote])).toBe(false);
  });
});

describe('what a painted section fetches first', () => {
  const seen: unknown[] = [];
  const section = {
    name: 'events',
    release: LIVE,
    styles: [],
    module: {
      name: 'events',
      title: 'События',
      routes: [
        { index: true, prefetch: ({ searchParams }) => [{ queryKey: ['list', searchParams.get('page')] }] },
        { path: ':id', prefetch: ({ params }) => (seen.push(params), [{ queryKey: ['detail', params.id] }]) },
        { path: 'no-prefetch' },
      ],
    },
  } satisfies PaintedSectionCode;

  it('is what the matched route declares, with its params and the address’s query', () => {
    expect(sectionQueries(section, '/cabinet/events?page=3').map((query) => query.queryKey)).toEqual([['list', '3']]);
    expect(sectionQueries(section, '/cabinet/events/42').map((query) => query.queryKey)).toEqual([['detail', '42']]);
    expect(seen).toEqual([{ id: '42' }]);
    expect(sectionQueries(section, '/cabinet/events/no-prefetch')).toEqual([]);
    expect(sectionQueries(section, '/cabinet/events/a/b/c')).toEqual([]);
  });
});
