import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { writeHostBuild, type HostBuild } from '../../__tests__/support/host-build.ts';
import { startIdentityApi, type IdentityApi } from '../../__tests__/support/identity-api.ts';
import { parseStoreLocation } from '../../store-location.ts';
import { SERVER_CODE_DIR } from '../app-render-bundle.ts';
import { createRenderer } from '../renderer-server.ts';
import { SHELL_END, SHELL_START, withRenderedRoot } from '../rendered-root.ts';

const user = { data: { id: 1, name: 'Анна Смирнова', email: 'demo@example.com', email_verified_at: null } };

let build: HostBuild;
let api: IdentityApi;
let renderer: FastifyInstance;
let rendererUrl = '';

/** A host build's server render (host/src/server/render-app.tsx) as small as the contract: it says what it was given. */
const bundle = (version: number) => `exports.renderApp = async (input) => {
  if (input.url.includes('fail')) throw new Error('render failed');
  const html = '<p data-version="${version}">' + [input.identity.data.name, input.url, input.registry.remotes.length, input.config.authMode, input.timeoutMs, input.apiTimeoutMs].join(' | ') + '</p>' + (input.url.includes('styled') ? '<i>' + input.storeFolder + '</i>' : '');
  const styles = input.url.includes('styled') ? ['http://localhost:3001/0.1.0-0123456789/static/css/module.css', 'https://cdn.example.com/a.css?x="><script>', 'javascript:alert(1)', '/relative.css', input.storeFolder + '/x.css'] : undefined;
  return { html, state: { visitor: input.visitor, note: '</script><script>alert(1)</script>\u2028\u2029' }, styles };
};
`;
const bundleFile = () => path.join(build.hostRoot, SERVER_CODE_DIR, 'app-render.cjs');

// Bounds no busy machine reaches (their effect is render-app's and ask-identity's to test): handed to the render as they are.
const BOUNDS = { renderTimeoutMs: 9000, apiTimeoutMs: 8000 };

beforeAll(async () => {
  build = await writeHostBuild();
  api = await startIdentityApi(user);
  await writeFile(path.join(build.hostRoot, 'config.json'), JSON.stringify({ apiBaseUrl: api.url, authMode: 'cookie' }));
  // The app document as the host's build writes it: the shared header row between the marks.
  const app = path.join(build.hostRoot, 'app.html');
  await writeFile(app, (await readFile(app, 'utf8')).replace('<div id="root">app</div>', `${SHELL_START}<header>Кабинет</header>${SHELL_END}`));
  await mkdir(path.dirname(bundleFile()), { recursive: true });
  await writeFile(bundleFile(), bundle(1));
  renderer = await createRenderer({ hostRoot: build.hostRoot, store: parseStoreLocation(build.storeFolder), telemetryUrl: null, origin: 'https://cabinet.example.com', ...BOUNDS });
  await renderer.listen({ port: 0, host: '127.0.0.1' });
  rendererUrl = `http://127.0.0.1:${(renderer.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await renderer?.close();
  await api?.close();
  await build?.remove();
});

const page = async (url: string, cookie?: string) => (await fetch(`${rendererUrl}${url}`, { redirect: 'manual', headers: cookie ? { cookie } : {} })).text();

describe('the renderer paints a signed-in visitor’s page with the host build’s own render', () => {
  it('puts it into #root, marked for the browser to hydrate, from the identity, config and registry the page carries', async () => {
    const html = await page('/cabinet/events?page=2', 'laravel_session=valid; cabinet_tz=Asia%2FVladivostok');
    expect(html).toContain('<div id="root" data-rendered=""><p data-version="1">Анна Смирнова | /cabinet/events?page=2 | 1 | cookie | 9000 | 8000</p></div>');
    expect(html).not.toContain('cabinet-shell');
  });

  it('renders as the visitor — their cookies, the front end’s Origin, their time zone — and puts the data after #root, escaped', async () => {
    const html = await page('/cabinet', 'laravel_session=valid; cabinet_tz=Asia%2FVladivostok');
    const inline = /<\/div><script type="application\/json" id="cabinet-state">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    // Nothing in it can end the script element or a line of a script that reads it.
    expect(inline).not.toMatch(/[<\u2028\u2029]/);
    expect(JSON.parse(inline)).toEqual({
      visitor: {
        headers: expect.objectContaining({ cookie: 'laravel_session=valid; cabinet_tz=Asia%2FVladivostok', origin: 'https://cabinet.example.com', referer: 'https://cabinet.example.com/' }),
        timeZone: 'Asia/Vladivostok',
      },
      note: '</script><script>alert(1)</script>\u2028\u2029',
    });
    // A zone this machine does not know is no zone: the page's dates are then the browser's to write.
    const unknown = await page('/cabinet', 'laravel_session=valid; cabinet_tz=Mars%2FOlympus');
    expect(/"timeZone":null/.test(unknown)).toBe(true);
  });

  it('links the painted section’s stylesheets in the head, only http(s) addresses and escaped, and says where the store is', async () => {
    const html = await page('/cabinet/events/styled', 'laravel_session=valid');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="stylesheet" href="http://localhost:3001/0.1.0-0123456789/static/css/module.css">');
    expect(head).toContain('<link rel="stylesheet" href="https://cdn.example.com/a.css?x=&quot;&gt;&lt;script&gt;">');
    expect(html.match(/rel="stylesheet"/g)?.length).toBe(2);
    expect(head).not.toContain(build.storeFolder);
    // A store on this machine is where the sections' server code is read.
    expect(html).toContain(`<i>${build.storeFolder}</i>`);
    const withoutStyles = await page('/cabinet/events', 'laravel_session=valid');
    expect(withoutStyles).not.toContain('rel="stylesheet" href="http');
  });

  it('leaves a guest’s page as the static servers send it', async () => {
    const html = await page('/no-such-page');
    expect(html).toContain(`${SHELL_START}<header>Кабинет</header>${SHELL_END}`);
    expect(html).not.toContain('data-rendered');
  });

  it('sends the page unpainted when the render fails, and paints the next one', async () => {
    const failed = await page('/cabinet/fail', 'laravel_session=valid');
    expect(failed).toContain(SHELL_START);
    expect(failed).not.toContain('data-rendered');
    expect(await page('/cabinet', 'laravel_session=valid')).toContain('data-rendered');
  });

  it('paints with a redeployed host’s code at the next page load, and unpainted once it is gone', async () => {
    await writeFile(bundleFile(), `${bundle(2)}// redeployed\n`);
    expect(await page('/cabinet', 'laravel_session=valid')).toContain('<p data-version="2">');
    await rm(bundleFile());
    const html = await page('/cabinet', 'laravel_session=valid');
    expect(html).toContain(SHELL_START);
    expect(html).not.toContain('data-rendered');
  });
});

describe('the host build’s server code', () => {
  it('is loaded when the renderer starts, before any page asks for it, with no release store too', async () => {
    const bare = await writeHostBuild();
    const scope = globalThis as { cabinetRenderLoads?: number };
    const file = path.join(bare.hostRoot, SERVER_CODE_DIR, 'app-render.cjs');
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, `globalThis.cabinetRenderLoads = (globalThis.cabinetRenderLoads ?? 0) + 1;\n${bundle(3)}`);
    const started = await createRenderer({ hostRoot: bare.hostRoot, store: null, telemetryUrl: null, origin: 'https://cabinet.example.com', ...BOUNDS });
    try {
      await vi.waitFor(() => expect(scope.cabinetRenderLoads).toBe(1));
    } finally {
      await started.close();
      await bare.remove();
      delete scope.cabinetRenderLoads;
    }
  });
});

describe('withRenderedRoot', () => {
  it('replaces the marked shell, and refuses a document without one', () => {
    expect(withRenderedRoot(`<body>${SHELL_START}<b>row</b>${SHELL_END}<script></script></body>`, '<main>x</main>', { a: '</script>' })).toBe(
      '<body><div id="root" data-rendered=""><main>x</main></div><script type="application/json" id="cabinet-state">{"a":"\\u003c/script\\u003e"}</script><template id="cabinet-painted-end"></template><script></script></body>',
    );
    expect(withRenderedRoot('<body><div id="root"></div></body>', '<main>x</main>', null)).toBeNull();
    // Stylesheets go at the end of the head, and the hold on the first paint until the page is parsed; without a head, nowhere.
    const styled = withRenderedRoot(`<head><title>t</title></head><body>${SHELL_START}${SHELL_END}</body>`, '', null, ['https://a.example/s.css']);
    expect(styled).toBe(
      '<head><title>t</title><link rel="stylesheet" href="https://a.example/s.css"><link rel="expect" href="#cabinet-painted-end" blocking="render"></head>' +
        '<body><div id="root" data-rendered=""></div><script type="application/json" id="cabinet-state">null</script><template id="cabinet-painted-end"></template></body>',
    );
    expect(withRenderedRoot(`<body>${SHELL_START}${SHELL_END}</body>`, '', null, ['https://a.example/s.css'])).not.toContain('stylesheet');
  });

  it('takes a painted page’s code out of its head and marks it, for the script at the end of the body to ask for after the first paint', () => {
    const head = '<!doctype html><html lang="ru"><head><script>start()</script><script defer src="/static/js/main.1.js"></script><link as="script" href="/static/js/2.js" rel="preload"><link href="/static/css/a.css" rel="stylesheet"><link as="script" href="/static/js/3.js" rel="preload"></head>';
    const body = `<body>${SHELL_START}${SHELL_END}<script data-code-after-paint>load()</script></body></html>`;
    expect(withRenderedRoot(`${head}${body}`, '<main>x</main>', null)).toBe(
      '<!doctype html><html data-painted="" lang="ru"><head><script>start()</script><link href="/static/css/a.css" rel="stylesheet"><link rel="expect" href="#cabinet-painted-end" blocking="render"></head>' +
        '<body><div id="root" data-rendered=""><main>x</main></div><script type="application/json" id="cabinet-state">null</script><template id="cabinet-painted-end"></template><script data-code-after-paint>load()</script></body></html>',
    );
    // A host build without that script keeps its head as it is: its code would not be asked for otherwise.
    const older = withRenderedRoot(`${head}<body>${SHELL_START}${SHELL_END}</body></html>`, '', null);
    expect(older).toContain('<script defer src="/static/js/main.1.js"></script><link as="script" href="/static/js/2.js" rel="preload">');
    expect(older).not.toContain('data-painted');
  });
});
