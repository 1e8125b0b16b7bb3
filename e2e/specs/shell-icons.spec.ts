/**
 * The tab's icon of every document is a raster file: Chromium opens an SVG
 * icon as a document of its own on the page's main thread, on every page
 * load (18–91 ms in a trace). Asked of the documents as served — the landing,
 * a guest page, a rendered cabinet page — with no page load.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { signInThroughApi } from '../support/auth.ts';

async function iconLinks(request: APIRequestContext, pathname: string): Promise<string[]> {
  const response = await request.get(pathname, { maxRedirects: 0 });
  expect(response.status(), pathname).toBe(200);
  return (await response.text()).match(/<link\b[^>]*\brel="icon"[^>]*>/g) ?? [];
}

test('every document links a PNG tab icon, which the server answers', async ({ page, request }) => {
  await signInThroughApi(page);
  // A guest asks for the landing and a guest page; the signed-in context, for a cabinet page.
  const documents = [
    { pathname: '/', asker: request },
    { pathname: '/login', asker: request },
    { pathname: '/cabinet/events', asker: page.request },
  ];
  for (const { pathname, asker } of documents) {
    const links = await iconLinks(asker, pathname);
    expect(links, pathname).toHaveLength(1);
    expect(links[0], pathname).toContain('type="image/png"');
    const href = /\bhref="([^"]+)"/.exec(links[0] ?? '')?.[1] ?? '';
    expect(href, pathname).toMatch(/\.png$/);
    const icon = await request.get(href);
    expect(icon.status(), href).toBe(200);
    expect(icon.headers()['content-type'], href).toMatch(/^image\/png/);
  }
});
