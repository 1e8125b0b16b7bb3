import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildIdOf, writeBuildManifest } from '../build-manifest.ts';

const appHtml = (main: string) =>
  `<!doctype html>\n<html lang="ru">\n  <head>\n    <title>Кабинет</title>\n  <script defer src="/static/js/main.${main}.js"></script></head>\n  <body><div id="root"></div></body>\n</html>\n`;

let dist: string;

const read = (file: string): unknown => JSON.parse(readFileSync(path.join(dist, file), 'utf8'));

beforeEach(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'cabinet-build-manifest-'));
  writeFileSync(path.join(dist, 'app.html'), appHtml('1a2b3c4d'));
  writeFileSync(
    path.join(dist, 'remotes.json'),
    JSON.stringify({ remotes: [{ name: 'events', title: 'События', entry: 'http://localhost:3001/mf-manifest.json' }] }),
  );
});

afterEach(() => {
  rmSync(dist, { recursive: true, force: true });
});

describe('the host build manifest', () => {
  it('writes latest.json and the build’s meta, and puts the id into app.html', async () => {
    const { id, timestamp } = await writeBuildManifest(dist, 1_700_000_000_000);
    expect(id).toMatch(/^[0-9a-f]{12}$/);
    expect(timestamp).toBe(1_700_000_000_000);
    expect(read('builds/latest.json')).toEqual({ id, timestamp });
    expect(read(`builds/meta/${id}.json`)).toEqual({
      id,
      timestamp,
      remotes: { events: 'http://localhost:3001/mf-manifest.json' },
    });
    const html = readFileSync(path.join(dist, 'app.html'), 'utf8');
    expect(html).toContain(`<meta name="cabinet-build-id" content="${id}" />`);
    expect(html.indexOf('cabinet-build-id')).toBeLessThan(html.indexOf('</head>'));
  });

  it('keeps the id for the same code and changes it with the code', async () => {
    const first = await writeBuildManifest(dist, 1);
    // Run again over its own output: the meta tag is not part of the hash.
    expect((await writeBuildManifest(dist, 2)).id).toBe(first.id);
    expect(readFileSync(path.join(dist, 'app.html'), 'utf8').match(/cabinet-build-id/g)).toHaveLength(1);
    expect(buildIdOf(appHtml('99999999'))).not.toBe(first.id);
  });
});
