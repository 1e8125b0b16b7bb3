/**
 * The Node server and nginx are asked the same paths of the same host build
 * and folder store, and must answer each the same: status, type, cache and
 * security headers — the documents by route and by file name, files,
 * source maps however encoded, dotfiles, a folder store's temporary files,
 * an address that cannot be decoded, no registry beside the host, the
 * config put inline. Both are configured from the same rules
 * (static-rules.ts), so this is where a drift between them shows.
 */
import { createHash } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registryJson } from '@cabinet/runtime/registry';
import { remoteNamed, type App } from '../apps.ts';
import { INSTALL_HINT, nginxMissing, startNginx, type NginxProcess } from '../nginx-process.ts';
import { nginxSite } from '../nginx-site.ts';
import { serveApps, type RunningApps } from '../static-server.ts';
import { parseStoreLocation } from '../store-location.ts';
import { freePort } from './support/free-port.ts';
import { PACKED_CHUNK, packedText, type documentsTable, writeHostBuild, type HostBuild } from './support/host-build.ts';

type Kind = 'document' | 'file' | 'immutable' | 'refusal' | 'bad';

interface Row {
  server: 'host' | 'remote';
  path: string;
  status: number;
  kind: Kind;
  type: string;
  /** A text the body holds (the document's marker, the refusal's message). */
  body?: string;
}

const HTML = 'text/html; charset=utf-8';
const JSON_TYPE = 'application/json; charset=utf-8';
const JS = 'text/javascript; charset=utf-8';
const release = '0.1.0-1a2b3c4d5e';
const hostile = '</script><script>alert(1)</script>';
/**
 * The deployer's config (it wins over the remotes a store would add), with a
 * title that would end the script element it is put inline into, unless it
 * is escaped: in the config, and in the registry composed from it. The
 * remote's folder is where a folder store is served (a run's port offset
 * moves both).
 */
const config = { apiBaseUrl: 'https://api.example.com', authMode: 'cookie', remotes: [{ name: 'events', title: hostile, store: 'http://localhost:3001' }] };
/** The registry composed from it and the store's `events/releases.json` (that release live). */
const eventsStore = `http://localhost:${remoteNamed('events').port}`;
const composed = { remotes: [{ name: 'events', title: hostile, entry: `${eventsStore}/${release}/mf-manifest.json`, release }] };

const rows: Row[] = [
  { server: 'host', path: '/', status: 200, kind: 'document', type: HTML, body: '>landing<' },
  { server: 'host', path: '/cabinet/events', status: 200, kind: 'document', type: HTML, body: 'id="cabinet-config">{' },
  { server: 'host', path: '/cabinet/events/12', status: 200, kind: 'document', type: HTML, body: '>app<' },
  { server: 'host', path: '/login', status: 200, kind: 'document', type: HTML, body: '>/login<' },
  { server: 'host', path: '/login/', status: 200, kind: 'document', type: HTML, body: '>/login<' },
  { server: 'host', path: '/callback', status: 200, kind: 'document', type: HTML, body: '>guest<' },
  { server: 'host', path: '/verify/3/0a1b2c', status: 200, kind: 'document', type: HTML, body: '>guest<' },
  { server: 'host', path: '/app.html', status: 200, kind: 'document', type: HTML, body: '>app<' },
  { server: 'host', path: '/login.html', status: 200, kind: 'document', type: HTML, body: '>/login<' },
  { server: 'host', path: '/index.html', status: 200, kind: 'document', type: HTML, body: '>landing<' },
  { server: 'host', path: '/guest.html', status: 200, kind: 'document', type: HTML, body: '>guest<' },
  { server: 'host', path: '/static/js/main.1a2b3c4d.js', status: 200, kind: 'immutable', type: JS },
  { server: 'host', path: '/static/js/gone.1a2b3c4d.js', status: 404, kind: 'refusal', type: JSON_TYPE, body: 'Файл не найден' },
  { server: 'host', path: '/static/js/main.1a2b3c4d.js.map', status: 404, kind: 'refusal', type: JSON_TYPE, body: 'Файл не найден' },
  { server: 'host', path: '/static/js/main.1a2b3c4d.js.ma%70', status: 404, kind: 'refusal', type: JSON_TYPE },
  { server: 'host', path: '/static/js/main.1a2b3c4d.js%2eMAP', status: 404, kind: 'refusal', type: JSON_TYPE },
  { server: 'host', path: '/config.json', status: 200, kind: 'file', type: JSON_TYPE, body: 'api.example.com' },
  // No shared registry with a store: not the build's stale copy either.
  { server: 'host', path: '/remotes.json', status: 404, kind: 'refusal', type: JSON_TYPE, body: 'Файл не найден' },
  { server: 'host', path: '/builds/latest.json', status: 200, kind: 'file', type: JSON_TYPE },
  { server: 'host', path: '/favicon.svg', status: 200, kind: 'file', type: 'image/svg+xml; charset=utf-8' },
  { server: 'host', path: '/robots.txt', status: 404, kind: 'refusal', type: JSON_TYPE },
  { server: 'host', path: '/.env', status: 404, kind: 'refusal', type: JSON_TYPE },
  { server: 'host', path: '/%2eenv', status: 404, kind: 'refusal', type: JSON_TYPE },
  { server: 'host', path: '/remotes.json.4242.k3j9.tmp', status: 404, kind: 'refusal', type: JSON_TYPE },
  { server: 'host', path: '/mf-stats.json', status: 404, kind: 'refusal', type: JSON_TYPE },
  { server: 'host', path: '/%', status: 400, kind: 'bad', type: JSON_TYPE, body: 'Неверный адрес' },
  { server: 'host', path: '/cabinet/%E0%A4%A', status: 400, kind: 'bad', type: JSON_TYPE, body: 'Неверный адрес' },
  // The team's record, which the browser composes the registry from (nginx) — public, as every remote file.
  { server: 'remote', path: '/releases.json', status: 200, kind: 'file', type: JSON_TYPE, body: `"history"` },
  { server: 'remote', path: `/${release}/mf-manifest.json`, status: 200, kind: 'file', type: JSON_TYPE },
  { server: 'remote', path: `/${release}/remoteEntry.js`, status: 200, kind: 'file', type: JS },
  { server: 'remote', path: `/${release}/static/js/module.1a2b3c4d.js`, status: 200, kind: 'immutable', type: JS },
  { server: 'remote', path: `/${release}/static/js/module.1a2b3c4d.js.map`, status: 404, kind: 'refusal', type: JSON_TYPE },
  { server: 'remote', path: `/${release}/remoteEntry.js.4242.k3j9.tmp`, status: 404, kind: 'refusal', type: JSON_TYPE },
  { server: 'remote', path: `/${release}/mf-stats.json`, status: 404, kind: 'refusal', type: JSON_TYPE },
  { server: 'remote', path: '/.lock/1-2-3.json', status: 404, kind: 'refusal', type: JSON_TYPE },
  { server: 'remote', path: '/%', status: 400, kind: 'bad', type: JSON_TYPE, body: 'Неверный адрес' },
];

interface Ports {
  host: number;
  remote: number;
}

/** The headers a row's kind must have, on either server. */
function expectedHeaders(row: Row): Record<string, string | null> {
  const cache = row.kind === 'immutable' ? 'public, max-age=31536000, immutable' : 'no-cache';
  return {
    'content-type': row.type,
    'cache-control': cache,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': row.kind === 'document' ? 'DENY' : null,
    'access-control-allow-origin': row.server === 'remote' ? '*' : null,
  };
}

interface Answer {
  status: number;
  headers: Record<string, string | null>;
  policy: string | null;
  body: string;
}

async function ask(ports: Ports, row: Row): Promise<Answer> {
  const response = await fetch(`http://localhost:${ports[row.server]}${row.path}`);
  const names = Object.keys(expectedHeaders(row));
  return {
    status: response.status,
    headers: Object.fromEntries(names.map((name) => [name, response.headers.get(name)])),
    policy: response.headers.get('content-security-policy'),
    body: await response.text(),
  };
}

interface Served {
  name: string;
  ports: Ports;
  stop(): Promise<unknown>;
}

async function startNode(build: HostBuild): Promise<Served> {
  const ports = { host: await freePort(), remote: await freePort() };
  const apps: App[] = [
    { name: 'host', kind: 'host', dir: build.hostRoot, port: ports.host },
    { name: 'events', kind: 'remote', dir: build.storeFolder, port: ports.remote },
  ];
  const running: RunningApps = await serveApps(apps, { store: parseStoreLocation(build.storeFolder), hostRoot: build.hostRoot });
  return { name: 'Node', ports, stop: () => running.close() };
}

async function startNginxServer(build: HostBuild): Promise<Served> {
  const ports = { host: await freePort(), remote: await freePort() };
  const nginx: NginxProcess = await startNginx(async () => {
    const site = await nginxSite(parseStoreLocation(build.storeFolder), { listen: 'localhost', hostRoot: build.hostRoot });
    return { ...site, host: { ...site.host, port: ports.host }, remotes: [{ name: 'events', port: ports.remote, root: `${build.storeFolder}/events` }] };
  });
  return { name: 'nginx', ports, stop: () => nginx.stop() };
}

// Where nginx is not installed (.ci/run installs it), the Node server's half still runs, and this says so.
const missing = nginxMissing();
if (missing) console.warn(`The serving table runs against the Node server only: ${missing} (${INSTALL_HINT})`);

describe(`the static servers (${missing ? 'Node' : 'Node and nginx'}), asked the same paths`, () => {
  let build: HostBuild;
  const served: Served[] = [];

  beforeAll(async () => {
    build = await writeHostBuild();
    // Written as a deployer must (registryJson): nginx includes the file as it stands.
    await writeFile(path.join(build.hostRoot, 'config.json'), registryJson(config));
    served.push(await startNode(build));
    if (!missing) served.push(await startNginxServer(build));
  });

  afterAll(async () => {
    await Promise.all(served.map((server) => server.stop()));
    await build.remove();
  });

  it.each(rows)('answer $server $path with $status ($kind)', async (row) => {
    const answers = await Promise.all(served.map(async (server) => ({ name: server.name, ...(await ask(server.ports, row)) })));
    for (const answer of answers) {
      expect({ server: answer.name, status: answer.status, ...answer.headers }).toEqual({ server: answer.name, status: row.status, ...expectedHeaders(row) });
      if (row.kind === 'document') expect(answer.policy, answer.name).toMatch(/^default-src 'self'; script-src 'self' .*'sha256-/);
      else expect(answer.policy, answer.name).toBeNull();
      if (row.body) expect(answer.body, answer.name).toContain(row.body);
    }
    // One policy, whichever server computed it.
    expect(new Set(answers.map((answer) => answer.policy)).size).toBe(1);
  });

  it('send a chunk as the host’s build compressed it, typed and cached as the chunk: Brotli from Node, gzip from nginx', async () => {
    const asked = async (server: Served, acceptEncoding: string) => {
      const response = await fetch(`http://localhost:${server.ports.host}/${PACKED_CHUNK}`, { headers: { 'accept-encoding': acceptEncoding } });
      return {
        server: server.name,
        encoding: response.headers.get('content-encoding'),
        type: response.headers.get('content-type'),
        cache: response.headers.get('cache-control'),
        vary: response.headers.get('vary')?.toLowerCase(),
        // fetch unpacks it: the text says which copy went out.
        text: await response.text(),
      };
    };
    const chunk = { type: JS, cache: 'public, max-age=31536000, immutable', vary: 'accept-encoding' };
    for (const server of served) {
      const brotli = server.name === 'Node';
      expect(await asked(server, 'br, gzip')).toEqual({ server: server.name, encoding: brotli ? 'br' : 'gzip', ...chunk, text: packedText(brotli ? 'br' : 'gz') });
      expect(await asked(server, 'gzip')).toEqual({ server: server.name, encoding: 'gzip', ...chunk, text: packedText('gz') });
      // A copy asked for by its own name is a file of no type a browser would run.
      const copy = await fetch(`http://localhost:${server.ports.host}/${PACKED_CHUNK}.gz`, { headers: { 'accept-encoding': 'identity' } });
      expect({ server: server.name, status: copy.status, type: copy.headers.get('content-type'), encoding: copy.headers.get('content-encoding') }).toEqual({
        server: server.name,
        status: 200,
        type: 'application/octet-stream',
        encoding: null,
      });
    }
  });

  it('put the config into the app document with nothing that ends its script element, and the same config', async () => {
    for (const server of served) {
      const html = await (await fetch(`http://localhost:${server.ports.host}/cabinet/events`)).text();
      expect(html, server.name).not.toContain('<script>alert(1)');
      const inline = /<script type="application\/json" id="cabinet-config">([^]*?)<\/script>/.exec(html)?.[1] ?? '';
      expect(inline, server.name).not.toMatch(/[<>&]/);
      expect(JSON.parse(inline || 'null'), server.name).toEqual(config);
    }
  });

  it('the Node server puts the registry it composed inline, escaped; nginx puts none, and the page composes it', async () => {
    for (const server of served) {
      const html = await (await fetch(`http://localhost:${server.ports.host}/cabinet/events`)).text();
      const inline = /<script type="application\/json" id="cabinet-registry">([^]*?)<\/script>/.exec(html)?.[1];
      if (server.name === 'nginx') {
        // Not the 404's body, nor the build's copy: nothing, which the page reads as "not inline".
        expect(inline, server.name).toBe('');
        continue;
      }
      expect(inline, server.name).not.toMatch(/[<>&]/);
      expect(JSON.parse(inline ?? 'null'), server.name).toEqual(composed);
    }
  });

  it('the Node server allows a redeployed document’s inline scripts at the next page (nginx’s file is made again)', async () => {
    const node = served.find((server) => server.name === 'Node');
    const appFile = path.join(build.hostRoot, 'app.html');
    const built = await readFile(appFile, 'utf8');
    const script = 'window.__deployed=2';
    const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    const policy = async () => (await fetch(`http://localhost:${node?.ports.host}/cabinet/events`)).headers.get('content-security-policy');
    expect(await policy()).not.toContain(hash);
    await writeFile(appFile, built.replace('</body>', `<script>${script}</script></body>`));
    try {
      expect(await policy()).toContain(hash);
    } finally {
      await writeFile(appFile, built);
    }
    expect(await policy()).not.toContain(hash);
  });

  it('the Node server answers a redeployed build’s new page from its documents.json', async () => {
    const node = served.find((server) => server.name === 'Node');
    const documentsFile = path.join(build.hostRoot, 'documents.json');
    const pageFile = path.join(build.hostRoot, 'welcome.html');
    const table = await readFile(documentsFile, 'utf8');
    const welcome = async () => (await fetch(`http://localhost:${node?.ports.host}/welcome`)).text();
    expect(await welcome()).not.toContain('<title>/welcome</title>');
    const redeployed = JSON.parse(table) as typeof documentsTable;
    redeployed.prerendered.push({ path: '/welcome', file: 'welcome.html', pattern: '^/welcome/?$' });
    await writeFile(pageFile, '<!doctype html><html lang="ru"><head><title>/welcome</title></head><body></body></html>');
    await writeFile(documentsFile, JSON.stringify(redeployed));
    try {
      expect(await welcome()).toContain('<title>/welcome</title>');
    } finally {
      await writeFile(documentsFile, table);
      await rm(pageFile, { force: true });
    }
  });
});
