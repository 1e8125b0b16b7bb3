import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createContext, runInContext } from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startupFiles, writeWorkerPrecache } from '../write-worker-precache.ts';

const APP_HTML = [
  '<link rel="icon" href="/favicon.svg" type="image/svg+xml"><link rel="manifest" href="/manifest.webmanifest">',
  '<script defer src="/static/js/main.11111111.js"></script><link href="/static/css/546.22222222.css" rel="stylesheet">',
  '<link rel="preload" as="script" href="/static/js/417.33333333.js"><link rel="canonical" href="/cabinet"><a href="/cabinet">Кабинет</a>',
  "<script>try { new Worker('/intl-warm.js'); } catch (error) {}</script>",
].join('');

let dist = '';
afterEach(async () => {
  if (dist) await rm(dist, { recursive: true, force: true });
});

describe('the service worker’s precache list', () => {
  it('names the same-origin files the app document starts with, and the workers it starts, once each', () => {
    expect(startupFiles(APP_HTML)).toEqual(['/favicon.svg', '/manifest.webmanifest', '/static/js/main.11111111.js', '/static/css/546.22222222.css', '/static/js/417.33333333.js', '/intl-warm.js']);
  });

  it('lists the document, its icons and every file of the app build — not the landing’s or the guest pages’ — with revisions where names carry no hash', async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'cabinet-precache-'));
    await mkdir(path.join(dist, 'static/js'), { recursive: true });
    await mkdir(path.join(dist, 'static/css'), { recursive: true });
    await mkdir(path.join(dist, 'icons'));
    await writeFile(path.join(dist, 'app.html'), APP_HTML);
    await writeFile(path.join(dist, 'favicon.svg'), '<svg/>');
    await writeFile(path.join(dist, 'intl-warm.js'), 'close();');
    await writeFile(path.join(dist, 'manifest.webmanifest'), JSON.stringify({ icons: [{ src: '/icons/icon-192.png' }] }));
    await writeFile(path.join(dist, 'icons/icon-192.png'), 'png');
    for (const file of ['main.11111111.js', '417.33333333.js', '905.44444444.js', '905.44444444.js.map', 'landing.55555555.js', 'guest.66666666.js']) {
      await writeFile(path.join(dist, 'static/js', file), file);
    }
    await writeFile(path.join(dist, 'static/css/546.22222222.css'), 'a{}');
    await writeFile(path.join(dist, 'sw.js'), 'precacheAndRoute(self.__WB_MANIFEST);');

    const entries = await writeWorkerPrecache(dist);
    expect(entries.map((entry) => entry.url).sort()).toEqual(
      ['/app.html', '/favicon.svg', '/intl-warm.js', '/icons/icon-192.png', '/manifest.webmanifest', '/static/css/546.22222222.css', '/static/js/417.33333333.js', '/static/js/905.44444444.js', '/static/js/main.11111111.js'].sort(),
    );
    expect(entries.find((entry) => entry.url === '/static/js/main.11111111.js')?.revision).toBeNull();
    expect(entries.find((entry) => entry.url === '/app.html')?.revision).toMatch(/^[0-9a-f]{16}$/);
    expect(await readFile(path.join(dist, 'sw.js'), 'utf8')).toBe(`precacheAndRoute(${JSON.stringify(entries)});`);
  });
});

describe('the ICU warm-up worker the app document starts', () => {
  it('is a file the host ships, and runs in a worker’s scope to its close', async () => {
    const head = await readFile(path.join(import.meta.dirname, '../../src/boot/early-start-head.html'), 'utf8');
    const workers = startupFiles(head);
    expect(workers).toEqual(['/intl-warm.js']);
    const code = await readFile(path.join(import.meta.dirname, '../../public', workers[0] ?? ''), 'utf8');
    const closed = vi.fn();
    const scope = createContext({ Intl, close: closed });
    runInContext(code, scope);
    expect(closed).toHaveBeenCalledOnce();
  });
});
