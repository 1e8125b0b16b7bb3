import { readFileSync } from 'node:fs';
import path from 'node:path';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { PREVIEW_PARAM, createQueryClient } from '@cabinet/runtime';
import { recordRequests, setupApiServer } from '@cabinet/testing';
import { loadRuntimeConfig } from '../../config/load-runtime-config.ts';
import { loadRegistry } from '../../federation/registry.ts';
import { PREVIEW_STORAGE_KEY } from '../../federation/preview/preview-storage.ts';
import manifestCheckPlugin from '../../federation/runtime-plugins/manifest-check.ts';
import { loadStartIdentity } from '../../session/load-start-identity.ts';
import { takeEarlyManifest } from '../early-start.ts';

/** The inline script the build puts in the head of app.html (earlyStartHead of rspack/common.ts). */
const html = readFileSync(path.join(import.meta.dirname, '../early-start-head.html'), 'utf8');
const script = /<script>([\s\S]*)<\/script>/.exec(html)?.[1] ?? '';

const API = 'http://localhost:8000';
const MANIFEST = 'http://localhost:3003/0.1.0-cccccccccc/mf-manifest.json';
const manifest = {
  id: 'polls',
  name: 'polls',
  metaData: { name: 'polls', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' }, publicPath: 'auto', cabinet: { contract: 1, version: '0.1.0' } },
  shared: [],
  remotes: [],
  exposes: [
    {
      id: 'polls:module',
      name: 'module',
      path: './module',
      assets: { js: { sync: ['static/js/1.js', 'static/js/module.js'], async: [] }, css: { sync: ['static/css/module.css'], async: [] } },
    },
  ],
};

const { server, db } = setupApiServer();

function serve(registry: object, config: object = { apiBaseUrl: API, authMode: 'cookie' }) {
  server.use(
    http.get('*/config.json', () => HttpResponse.json(config)),
    http.get('*/remotes.json', () => HttpResponse.json(registry)),
    http.get(MANIFEST, () => HttpResponse.json(manifest)),
  );
}

const live = { remotes: [{ name: 'polls', title: 'Опросы', entry: MANIFEST }] };

function runHeadScript(address: string, inline: { config?: object; registry?: object } = {}): void {
  window.history.replaceState(null, '', address);
  for (const [name, values] of Object.entries(inline)) {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = `cabinet-${name}`;
    element.textContent = JSON.stringify(values);
    document.head.append(element);
  }
  new Function(script)();
}

const preloads = () => [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => `${link.getAttribute('as')} ${link.getAttribute('href')}`);
const asked = (requests: { url: URL }[], pathname: string) => requests.filter((request) => request.url.pathname === pathname).length;

beforeEach(() => {
  delete window.__cabinetStart;
  window.sessionStorage.clear();
  for (const element of document.head.querySelectorAll('link[rel="preload"], script[type="application/json"]')) element.remove();
});
afterEach(() => delete window.__cabinetStart);

describe('the start-up head script of app.html', () => {
  it('is one inline script, after the places the server fills with the config and the registry', () => {
    expect(html.match(/<script>/g)).toHaveLength(1);
    expect(html.indexOf('<!--# include virtual="/config.json" -->')).toBeLessThan(html.indexOf('<script>'));
    expect(html.indexOf('<!--# include virtual="/remotes.json" -->')).toBeLessThan(html.indexOf('<script>'));
  });

  it('reads the config and the registry the server put inline instead of asking for them', async () => {
    serve(live);
    const requests = recordRequests(server);
    runHeadScript('/cabinet/polls', { config: { apiBaseUrl: API, authMode: 'cookie', registryUrl: '/remotes.json' }, registry: live });
    expect((await loadRuntimeConfig()).apiBaseUrl).toBe(API);
    expect(await loadRegistry({ registryUrl: '/remotes.json' })).toEqual(live.remotes);
    await waitFor(() => expect(preloads()).toHaveLength(4));
    expect(asked(requests, '/config.json') + asked(requests, '/remotes.json')).toBe(0);
  });

  it('asks for a registry kept elsewhere (a bucket’s) whatever is inline', async () => {
    const bucket = 'http://127.0.0.1:3998/releases/remotes.json';
    server.use(http.get(bucket, () => HttpResponse.json(live)));
    const requests = recordRequests(server);
    runHeadScript('/cabinet', { config: { apiBaseUrl: API, registryUrl: bucket }, registry: { remotes: [] } });
    expect(await loadRegistry({ registryUrl: bucket })).toEqual(live.remotes);
    expect(requests.filter((request) => request.url.href === bucket)).toHaveLength(1);
  });

  it('asks once for what the app reads first, and the app takes those answers instead of asking again', async () => {
    serve(live);
    const requests = recordRequests(server);
    runHeadScript('/cabinet/polls');

    expect((await loadRuntimeConfig()).apiBaseUrl).toBe(API);
    expect(await loadRegistry({ registryUrl: '/remotes.json' })).toEqual(live.remotes);
    expect((await loadStartIdentity(createQueryClient()))?.id).toBe(db.accounts[0]?.user.id);
    const checked = await manifestCheckPlugin().fetch?.(MANIFEST, {});
    if (!(checked instanceof Response)) throw new Error('The manifest check answered no response');
    expect(await checked.json()).toMatchObject({ name: 'polls' });

    for (const pathname of ['/config.json', '/remotes.json', '/api/cabinet/user', '/0.1.0-cccccccccc/mf-manifest.json']) {
      expect(asked(requests, pathname), pathname).toBe(1);
    }
    // Each answer is taken once: a later read asks the network.
    await loadRuntimeConfig();
    expect(asked(requests, '/config.json')).toBe(2);
  });

  it('preloads the live release’s entry, and the CSS and chunks of its ./module, on the section’s address', async () => {
    serve(live);
    runHeadScript('/cabinet/polls/5');
    await waitFor(() =>
      expect(preloads()).toEqual([
        'script http://localhost:3003/0.1.0-cccccccccc/remoteEntry.js',
        'style http://localhost:3003/0.1.0-cccccccccc/static/css/module.css',
        'script http://localhost:3003/0.1.0-cccccccccc/static/js/1.js',
        'script http://localhost:3003/0.1.0-cccccccccc/static/js/module.js',
      ]),
    );
  });

  it('on a page the renderer painted, asks for the section’s manifest and preloads its files only once it has painted', async () => {
    serve(live);
    const requests = recordRequests(server);
    document.documentElement.setAttribute('data-painted', '');
    try {
      // As the renderer paints it: the config and the registry inline.
      runHeadScript('/cabinet/polls/5', { config: { apiBaseUrl: API, authMode: 'cookie', registryUrl: '/remotes.json' }, registry: live });
      // The identity is asked as soon as the config is read, where the manifest was asked too before its first paint.
      await waitFor(() => expect(asked(requests, '/api/cabinet/user')).toBe(1));
      expect(asked(requests, '/0.1.0-cccccccccc/mf-manifest.json')).toBe(0);
      expect(preloads()).toEqual([]);
      window.__cabinetStart?.painted?.();
      await waitFor(() => expect(preloads()).toHaveLength(4));
      expect(asked(requests, '/0.1.0-cccccccccc/mf-manifest.json')).toBe(1);
    } finally {
      document.documentElement.removeAttribute('data-painted');
    }
  });

  it('gives the app the painted page’s manifest even when nothing told the head the page had painted', async () => {
    serve(live);
    document.documentElement.setAttribute('data-painted', '');
    try {
      runHeadScript('/cabinet/polls/5');
      const response = await takeEarlyManifest(MANIFEST);
      expect(await response?.json()).toEqual(manifest);
    } finally {
      document.documentElement.removeAttribute('data-painted');
    }
  });

  it('knows a preview by the app’s own parameter and storage key', () => {
    expect(script).toContain(`[?&]${PREVIEW_PARAM}=`);
    expect(script).toContain(`'${PREVIEW_STORAGE_KEY}'`);
  });

  it('leaves a canary and a preview to the app, which knows the user and checks the link', async () => {
    serve({ remotes: [{ ...live.remotes[0], canary: { release: '0.1.0-dddddddddd', entry: MANIFEST.replace('cccccccccc', 'dddddddddd'), percent: 10 } }] });
    const requests = recordRequests(server);
    runHeadScript('/cabinet/polls');
    await loadRegistry({ registryUrl: '/remotes.json' });
    window.sessionStorage.setItem(PREVIEW_STORAGE_KEY, 'polls@0.1.0-eeeeeeeeee');
    serve(live);
    runHeadScript('/cabinet/polls');
    await loadRegistry({ registryUrl: '/remotes.json' });
    expect(requests.filter((request) => request.url.pathname.endsWith('mf-manifest.json'))).toEqual([]);
    expect(preloads()).toEqual([]);
  });

  it('is a guest’s start as well: a 401 is the answer, not asked again', async () => {
    serve(live);
    db.session.userId = null;
    const requests = recordRequests(server);
    runHeadScript('/cabinet');
    expect(await loadStartIdentity(createQueryClient())).toBeNull();
    expect(asked(requests, '/api/cabinet/user')).toBe(1);
  });

  it('leaves the identity to the app in token mode, and a failed answer is asked again', async () => {
    serve(live, { apiBaseUrl: API, authMode: 'token' });
    server.use(http.get('*/remotes.json', () => HttpResponse.error(), { once: true }));
    db.session.userId = null;
    const requests = recordRequests(server);
    runHeadScript('/cabinet');
    expect(await loadRegistry({ registryUrl: '/remotes.json' })).toEqual(live.remotes);
    expect(await loadStartIdentity(createQueryClient())).toBeNull();
    expect(asked(requests, '/remotes.json')).toBe(2);
    expect(requests.filter((request) => request.url.pathname === '/api/cabinet/user').map((request) => request.headers.has('authorization'))).toEqual([false]);
  });

  describe('with the registry composed from the teams’ records (config `remotes`, runtime 1.6.0)', () => {
    const STORE = 'http://localhost:3003';
    const RECORD = `${STORE}/releases.json`;
    const record = { releases: [{ id: '0.1.0-cccccccccc' }], history: ['0.1.0-cccccccccc'] };
    const config = { apiBaseUrl: API, authMode: 'cookie', remotes: [{ name: 'polls', title: 'Опросы', store: STORE }] } as const;
    const composed = { remotes: [{ name: 'polls', title: 'Опросы', entry: MANIFEST, release: '0.1.0-cccccccccc' }] };

    it('asks each team’s record once, composes the registry from it and preloads the live release', async () => {
      serve({ remotes: [] }, config);
      server.use(http.get(RECORD, () => HttpResponse.json(record)));
      const requests = recordRequests(server);
      runHeadScript('/cabinet/polls');
      expect(await loadRegistry({ remotes: [...config.remotes] })).toEqual(composed.remotes);
      await waitFor(() => expect(preloads()).toHaveLength(4));
      expect(requests.filter((request) => request.url.href === RECORD)).toHaveLength(1);
      expect(asked(requests, '/remotes.json')).toBe(0);
      // Taken once: the next read (registry-sync's) asks the team's record again.
      await loadRegistry({ remotes: [...config.remotes] });
      expect(requests.filter((request) => request.url.href === RECORD)).toHaveLength(2);
    });

    it('takes the registry a server composed and put inline, and asks no record', async () => {
      serve({ remotes: [] }, config);
      const requests = recordRequests(server);
      runHeadScript('/cabinet/polls', { config, registry: composed });
      expect(await loadRegistry({ remotes: [...config.remotes] })).toEqual(composed.remotes);
      await waitFor(() => expect(preloads()).toHaveLength(4));
      expect(requests.filter((request) => request.url.href === RECORD || request.url.pathname === '/remotes.json')).toEqual([]);
    });

    it('preloads nothing of a record whose live release is no release id', async () => {
      serve({ remotes: [] }, config);
      server.use(http.get(RECORD, () => HttpResponse.json({ releases: [{ id: '../x' }], history: ['../x'] })));
      const requests = recordRequests(server);
      runHeadScript('/cabinet/polls');
      expect(await loadRegistry({ remotes: [...config.remotes] })).toEqual([]);
      expect(requests.filter((request) => request.url.pathname.endsWith('mf-manifest.json'))).toEqual([]);
      expect(preloads()).toEqual([]);
    });
  });
});
