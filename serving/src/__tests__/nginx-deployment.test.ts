/**
 * What a deployer sets goes into the generated nginx file as options, never
 * by hand (issue 29): the names, the host's port, TLS; certbot's webroot
 * challenge passes while every other dotfile stays refused; JS is
 * compressed behind a CDN or a load balancer (a request with `Via`); and
 * there is no registry beside the host — the store holds none to serve
 * (runtime 1.6.0): the config lists the remotes and the browser composes it.
 */
import { spawnSync } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registryJson } from '@cabinet/runtime/registry';
import { remotes } from '../apps.ts';
import { servedConfig } from '../deployment.ts';
import { nginxServers } from '../nginx-config.ts';
import { INSTALL_HINT, nginxMissing, startNginx, type NginxProcess } from '../nginx-process.ts';
import { nginxSite } from '../nginx-site.ts';
import { createRenderer } from '../renderer/renderer-server.ts';
import { parseStoreLocation } from '../store-location.ts';
import { freePort } from './support/free-port.ts';
import { startIdentityApi, type IdentityApi } from './support/identity-api.ts';
import { STALE_TITLE, writeHostBuild, type HostBuild } from './support/host-build.ts';

/** The sources of one directive of a policy. */
function directive(policy: string, name: string): string[] {
  return policy.split('; ').find((entry) => entry.startsWith(`${name} `))?.split(' ').slice(1) ?? [];
}

/** A policy's script sources other than this origin and the inline scripts' hashes: where remote code may come from. */
const scriptOrigins = (policy: string) => directive(policy, 'script-src').filter((source) => source !== "'self'" && !source.startsWith("'sha256-"));

const NO_SHARED_REGISTRY = /location = \/remotes\.json \{\n {6}internal;\n {6}return 204;\n {4}\}/;

describe('the nginx file of a deployment', () => {
  let build: HostBuild;

  beforeAll(async () => {
    build = await writeHostBuild();
  });

  afterAll(async () => {
    await build.remove();
  });

  it('takes the names, the host port and the TLS certificate as options', async () => {
    const site = await nginxSite(parseStoreLocation(build.storeFolder), {
      listen: '*',
      hostRoot: build.hostRoot,
      hostPort: 443,
      serverNames: ['cabinet.example.ru', 'www.cabinet.example.ru'],
      tls: { certificate: '/etc/letsencrypt/live/cabinet/fullchain.pem', key: '/etc/letsencrypt/live/cabinet/privkey.pem' },
    });
    const text = nginxServers(site);
    expect(text).toContain('    listen 443 ssl;\n    server_name cabinet.example.ru www.cabinet.example.ru;');
    expect(text).toContain('ssl_certificate "/etc/letsencrypt/live/cabinet/fullchain.pem";');
    expect(text).toContain('ssl_certificate_key "/etc/letsencrypt/live/cabinet/privkey.pem";');
    // Every server block, the remotes' too.
    expect(text.match(/server_name /g)).toHaveLength(1 + site.remotes.length);
    expect(text.match(/ ssl;/g)).toHaveLength(1 + site.remotes.length);
  });

  it('without them, is what it was: no names, no TLS', async () => {
    const text = nginxServers(await nginxSite(parseStoreLocation(build.storeFolder), { listen: 'localhost', hostRoot: build.hostRoot }));
    expect(text).not.toContain('server_name');
    expect(text).not.toContain('ssl');
    expect(text).toContain('gzip_proxied any;');
  });
});

// Where nginx is not installed (.ci/run installs it), this half says so.
const missing = nginxMissing();
if (missing) console.warn(`The nginx deployment checks do not run: ${missing} (${INSTALL_HINT})`);

describe.runIf(!missing)('nginx, as generated for a deployment', () => {
  let build: HostBuild;
  let nginx: NginxProcess;
  let port: number;
  const big = `export const text = ${JSON.stringify('Кабинет '.repeat(600))};\n`;

  beforeAll(async () => {
    build = await writeHostBuild();
    await mkdir(path.join(build.hostRoot, '.well-known/acme-challenge'), { recursive: true });
    await writeFile(path.join(build.hostRoot, '.well-known/acme-challenge/token-1'), 'token-1.key');
    await writeFile(path.join(build.hostRoot, '.well-known/secret'), 'never');
    await writeFile(path.join(build.hostRoot, 'static/js/big.1a2b3c4d.js'), big);
    port = await freePort();
    nginx = await startNginx(async (prefix) => {
      // As npm run start:nginx serves it: the config as served (with the store's remotes), written as the registry is.
      const store = parseStoreLocation(build.storeFolder);
      const configFile = path.join(prefix, 'config.json');
      await writeFile(configFile, registryJson(await servedConfig(build.hostRoot, store)));
      const site = await nginxSite(store, { listen: 'localhost', hostRoot: build.hostRoot, configFile, serverNames: ['localhost'] });
      return { ...site, host: { ...site.host, port }, remotes: [] };
    });
  });

  afterAll(async () => {
    await nginx.stop();
    await build.remove();
  });

  it('answers certbot’s webroot challenge, and no other dotfile', async () => {
    const challenge = await fetch(`http://localhost:${port}/.well-known/acme-challenge/token-1`);
    expect(challenge.status).toBe(200);
    expect(challenge.headers.get('content-type')).toContain('text/plain');
    expect(await challenge.text()).toBe('token-1.key');
    expect((await fetch(`http://localhost:${port}/.well-known/secret`)).status).toBe(404);
    expect((await fetch(`http://localhost:${port}/.well-known/acme-challenge/missing`)).status).toBe(404);
  });

  it('answers /remotes.json with 404, and the document’s include of it with nothing: not the 404’s body, nor the build’s copy', async () => {
    const direct = await fetch(`http://localhost:${port}/remotes.json`);
    expect(direct.status).toBe(404);
    expect(await direct.json()).toEqual({ message: 'Файл не найден' });
    // However the path is spelled: nginx matches the decoded one.
    expect((await fetch(`http://localhost:${port}/%72emotes.json`)).status).toBe(404);
    const html = await (await fetch(`http://localhost:${port}/cabinet/events`)).text();
    expect(html).toContain('<script type="application/json" id="cabinet-registry"></script>');
    expect(html).not.toContain(STALE_TITLE);
    // The config is still included, and lists the remotes the page composes the registry from.
    const config = JSON.parse(/id="cabinet-config">([^]*?)<\/script>/.exec(html)?.[1] ?? 'null') as { remotes?: { name: string }[] } | null;
    expect(config?.remotes?.map((remote) => remote.name)).toEqual(remotes.map((app) => app.name));
  });

  it('compresses JS for a request that came through a proxy', async () => {
    const response = await fetch(`http://localhost:${port}/static/js/big.1a2b3c4d.js`, { headers: { via: '1.1 cdn.example', 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    // fetch unpacks it: what arrives is the file.
    expect(await response.text()).toBe(big);
  });
});

describe.runIf(!missing)('nginx passing the page loads to the renderer', () => {
  let build: HostBuild;
  let nginx: NginxProcess;
  let renderer: FastifyInstance | null = null;
  let api: IdentityApi;
  let port: number;
  let rendererPort: number;
  const user = { data: { id: 1, name: 'Анна Смирнова', email: 'demo@example.com', email_verified_at: null } };

  const startRenderer = async () => {
    // The API's answer, however busy the machine (found by CI: a signed-in /login answered as a guest's, past the default 300 ms).
    renderer = await createRenderer({ hostRoot: build.hostRoot, store: parseStoreLocation(build.storeFolder), telemetryUrl: null, origin: `http://localhost:${port}`, apiTimeoutMs: 10_000 });
    await renderer.listen({ port: rendererPort, host: '127.0.0.1' });
  };

  beforeAll(async () => {
    build = await writeHostBuild();
    api = await startIdentityApi(user);
    await writeFile(path.join(build.hostRoot, 'config.json'), JSON.stringify({ apiBaseUrl: api.url }));
    port = await freePort();
    rendererPort = await freePort();
    await startRenderer();
    nginx = await startNginx(async (prefix) => {
      const store = parseStoreLocation(build.storeFolder);
      const configFile = path.join(prefix, 'config.json');
      await writeFile(configFile, registryJson(await servedConfig(build.hostRoot, store)));
      const site = await nginxSite(store, { listen: 'localhost', hostRoot: build.hostRoot, configFile, renderer: `http://127.0.0.1:${rendererPort}` });
      return { ...site, host: { ...site.host, port }, remotes: [] };
    });
  });

  afterAll(async () => {
    await nginx?.stop();
    await renderer?.close();
    await api?.close();
    await build.remove();
  });

  const load = (url: string, cookie?: string) => fetch(`http://localhost:${port}${url}`, { redirect: 'manual', headers: cookie ? { cookie } : {} });

  it('passes on the renderer’s answers as they are: its redirects, its statuses, its document and headers', async () => {
    const guest = await load('/cabinet/events');
    expect(guest.status).toBe(302);
    expect(guest.headers.get('location')).toBe('/login?redirect=%2Fcabinet%2Fevents');
    const missing = await load('/no-such-page');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('<title>app</title>');
    const signedIn = await load('/cabinet/events', 'laravel_session=valid');
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get('cache-control')).toBe('private, no-store');
    expect(signedIn.headers.get('content-security-policy')?.match(/script-src/g)).toHaveLength(1);
    expect(JSON.parse(/id="cabinet-identity">([^]*?)<\/script>/.exec(await signedIn.text())?.[1] ?? 'null')).toEqual({ status: 200, body: user });
    const login = await load('/login', 'laravel_session=valid');
    expect(login.status).toBe(302);
    expect(login.headers.get('location')).toBe('/cabinet/events');
  });

  it('serves the static documents while the renderer is down, and the renderer’s again once it is back', async () => {
    await renderer?.close();
    renderer = null;
    try {
      const app = await load('/cabinet/events', 'laravel_session=valid');
      expect(app.status).toBe(200);
      expect(app.headers.get('cache-control')).toBe('no-cache');
      expect(app.headers.get('content-security-policy')).toContain('script-src');
      const html = await app.text();
      expect(html).toContain('<title>app</title>');
      // The static document: the config included by nginx, no identity.
      expect(html).toContain('<script type="application/json" id="cabinet-identity"></script>');
      expect(/id="cabinet-config">([^]*?)<\/script>/.exec(html)?.[1]).toContain('apiBaseUrl');
      const login = await load('/login', 'laravel_session=valid');
      expect(login.status).toBe(200);
      expect(await login.text()).toContain('<title>/login</title>');
    } finally {
      await startRenderer();
    }
    expect((await load('/cabinet/events')).status).toBe(302);
  });
});

describe('npm run nginx:config with a bucket', () => {
  let build: HostBuild;
  const cli = path.resolve(import.meta.dirname, '../nginx-config-cli.ts');
  const run = (env: Record<string, string>) =>
    spawnSync(process.execPath, ['--import', 'tsx', cli, '--root', build.hostRoot, '--store', 's3://cabinet-releases/prod'], {
      encoding: 'utf8',
      env: { PATH: process.env.PATH ?? '', ...env },
    });

  beforeAll(async () => {
    build = await writeHostBuild();
  });

  afterAll(async () => {
    await build.remove();
  });

  it('refuses to guess where browsers read the bucket, which goes into the CSP', () => {
    const result = run({});
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(
      'Неизвестно, откуда браузеры читают s3://cabinet-releases/prod: задайте CABINET_STORE_PUBLIC_URL (адрес CDN перед бакетом или самого бакета), либо AWS_REGION или AWS_ENDPOINT_URL_S3 — этот адрес попадёт в CSP',
    );
    expect(result.stdout).toBe('');
  });

  it('says which address went into the CSP when it is told', () => {
    const result = run({ CABINET_STORE_PUBLIC_URL: 'https://releases.cdn.example/prod' });
    expect(result.status).toBe(0);
    expect(result.stderr).toContain('Хранилище выпусков для браузеров (в CSP): https://releases.cdn.example — из CABINET_STORE_PUBLIC_URL');
    expect(result.stdout).toMatch(/script-src 'self' [^"]*https:\/\/releases\.cdn\.example/);
    expect(result.stdout).toMatch(/connect-src 'self' https:\/\/api\.example\.com https:\/\/releases\.cdn\.example;/);
    expect(result.stdout).toMatch(NO_SHARED_REGISTRY);
    // The build's config.json lists no remotes: nginx would serve it so.
    expect(result.stderr).toContain(`Внимание: ${path.join(build.hostRoot, 'config.json')} не перечисляет "remotes"`);
  });

  it('says nothing of the remotes when the config lists them', async () => {
    const file = path.join(build.hostRoot, 'config.json');
    const built = await readFile(file, 'utf8');
    try {
      await writeFile(file, registryJson({ apiBaseUrl: 'https://api.example.com', remotes: [] }));
      const result = run({ CABINET_STORE_PUBLIC_URL: 'https://releases.cdn.example/prod' });
      expect(result.status).toBe(0);
      expect(result.stderr).not.toContain('Внимание');
    } finally {
      // The other checks of this build read the build's own config.
      await writeFile(file, built);
    }
  });

  it('refuses a deployed config.json holding a raw «<», which nginx would put into app.html as it stands', async () => {
    const file = path.join(build.hostRoot, 'config.json');
    const built = await readFile(file, 'utf8');
    try {
      await writeFile(file, JSON.stringify({ apiBaseUrl: 'https://api.example.com', remotes: [{ name: 'events', title: '</script><script>alert(1)</script>', store: 'https://releases.cdn.example/prod/events' }] }));
      const result = run({ CABINET_STORE_PUBLIC_URL: 'https://releases.cdn.example/prod' });
      expect(result.status).toBe(1);
      expect(result.stderr).toContain('содержит «<» как есть');
      expect(result.stdout).toBe('');
      // Written as registryJson writes it, the same config passes.
      await writeFile(file, registryJson(JSON.parse(await readFile(file, 'utf8'))));
      expect(run({ CABINET_STORE_PUBLIC_URL: 'https://releases.cdn.example/prod' }).status).toBe(0);
    } finally {
      await writeFile(file, built);
    }
  });
});

describe('a host whose remotes are in a bucket', () => {
  let build: HostBuild;
  const bucket = { kind: 'bucket', label: 's3://cabinet-releases/prod', bucket: 'cabinet-releases', prefix: 'prod', publicUrl: 'https://releases.cdn.example/prod', publicUrlFrom: 'CABINET_STORE_PUBLIC_URL' } as const;

  beforeAll(async () => {
    build = await writeHostBuild();
  });

  afterAll(async () => {
    await build.remove();
  });

  it('nginx answers the build’s stale registry with 404 and includes nothing for it; the policy allows the bucket and nothing more', async () => {
    const site = await nginxSite(bucket, { listen: 'localhost', hostRoot: build.hostRoot });
    expect(nginxServers(site)).toMatch(NO_SHARED_REGISTRY);
    expect(site.remotes).toEqual([]);
    expect(directive(site.host.policy, 'connect-src')).toEqual(["'self'", 'https://api.example.com', 'https://releases.cdn.example']);
    expect(scriptOrigins(site.host.policy)).toEqual(['https://releases.cdn.example']);
  });

  it('a deployer’s config.json that lists its own remotes wins: the policy is their folders’ origins', async () => {
    const file = path.join(build.hostRoot, 'config.json');
    const built = await readFile(file, 'utf8');
    try {
      await writeFile(file, registryJson({ apiBaseUrl: 'https://api.example.com', remotes: [{ name: 'events', title: 'События', store: 'https://events.cdn.example/team/events' }] }));
      const site = await nginxSite(bucket, { listen: 'localhost', hostRoot: build.hostRoot });
      expect(directive(site.host.policy, 'connect-src')).toEqual(["'self'", 'https://api.example.com', 'https://events.cdn.example']);
      expect(scriptOrigins(site.host.policy)).toEqual(['https://events.cdn.example']);
    } finally {
      await writeFile(file, built);
    }
  });
});
