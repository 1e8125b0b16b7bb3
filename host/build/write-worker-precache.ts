/**
 * Puts the precache list into the built service worker (dist/sw.js, from
 * src/offline/worker/service-worker.ts): the app document, what it starts
 * with (the web app manifest and its icons too), and every other file of the
 * app's build — the host's own pages load later, maybe first offline. Each
 * file not content-hashed gets its content's hash as its revision, so a new
 * build's worker fetches only what changed.
 */
import { createHash } from 'node:crypto';
import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

const PLACEHOLDER = 'self.__WB_MANIFEST';
const APP_DOCUMENT = 'app.html';
const WEB_APP_MANIFEST = 'manifest.webmanifest';

interface PrecacheEntry {
  url: string;
  revision: string | null;
}

/**
 * The same-origin files a document's tags name (`src`, and `href` of its links), and the workers its inline
 * scripts start (`new Worker('/…')`), in order, once each.
 */
function startupFiles(html: string): string[] {
  const tags = html.match(/<(?:script|link)\b[^>]*>/g) ?? [];
  const urls = tags.flatMap((tag) => {
    if (tag.startsWith('<link') && !/\brel="(?:stylesheet|preload|modulepreload|icon|apple-touch-icon|manifest)"/.test(tag)) return [];
    const url = /\b(?:src|href)="(\/[^"/][^"]*)"/.exec(tag)?.[1];
    return url ? [url] : [];
  });
  const workers = [...html.matchAll(/\bnew Worker\((["'])(\/[^"'/][^"']*)\1\)/g)].map((match) => match[2] ?? '');
  return [...new Set([...urls, ...workers])];
}

/** The icons the web app manifest names. */
function manifestIcons(manifest: string): string[] {
  const { icons = [] } = JSON.parse(manifest) as { icons?: { src: string }[] };
  return icons.map((icon) => icon.src).filter((src) => src.startsWith('/'));
}

/**
 * The app build's scripts and styles: its folder holds only them and the landing's and guest pages'
 * (built by rspack.landing.config.ts, kept by the app build's `clean`), which the worker does not serve.
 */
async function appBuildFiles(dist: string): Promise<string[]> {
  const folders = ['static/js', 'static/css'];
  const listed = await Promise.all(folders.map(async (folder) => (await readdir(path.join(dist, folder))).map((file) => `/${folder}/${file}`)));
  return listed.flat().filter((url) => /\.(?:js|css)$/.test(url) && !/\/(?:landing|guest)\./.test(url)).sort();
}

async function precacheEntries(dist: string): Promise<PrecacheEntry[]> {
  const html = await readFile(path.join(dist, APP_DOCUMENT), 'utf8');
  const manifest = await readFile(path.join(dist, WEB_APP_MANIFEST), 'utf8');
  const urls = [...new Set([`/${APP_DOCUMENT}`, ...startupFiles(html), ...manifestIcons(manifest), ...(await appBuildFiles(dist))])];
  return Promise.all(
    urls.map(async (url) => ({
      url,
      // Content-hashed names are their own revision.
      revision: url.startsWith('/static/') ? null : createHash('sha256').update(await readFile(path.join(dist, url))).digest('hex').slice(0, 16),
    })),
  );
}

async function writeWorkerPrecache(dist: string, worker = 'sw.js'): Promise<PrecacheEntry[]> {
  const file = path.join(dist, worker);
  const code = await readFile(file, 'utf8');
  if (!code.includes(PLACEHOLDER)) throw new Error(`${file}: no ${PLACEHOLDER} to put the precache list in`);
  const entries = await precacheEntries(dist);
  await writeFile(file, code.replace(PLACEHOLDER, JSON.stringify(entries)));
  return entries;
}

export { startupFiles, writeWorkerPrecache };
