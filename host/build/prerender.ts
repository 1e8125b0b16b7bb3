/**
 * Prerenders the host's public documents after a production build, so that
 * their content shows before any JS runs (their entry then hydrates it):
 * the landing into dist/index.html, and each guest page that looks the
 * same for everyone (/login, /register, …: prerenderedGuestPages) into its
 * own copy of guest.html; and the cabinet document's header row into
 * app.html, which the app replaces. Runs the node bundles of the same
 * components that the build wrote to host/.prerender (rspack.landing.config.ts).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { prerenderedGuestPages } from '../src/app/guest-paths.ts';
import { codeAfterPaintScript } from '../src/boot/painted-code-after-paint.ts';
import { recordTypedInputScript } from '../src/boot/painted-input-handover.ts';
import { prerenderedCodeAfterPaintScript } from '../src/boot/prerendered-code-after-paint.ts';
import { holdPressScript } from '../src/boot/painted-press-handover.ts';
import { holdSubmitScript } from '../src/boot/prerendered-form-handover.ts';

const EMPTY_ROOT = '<div id="root"></div>';
const hostDir = path.resolve(import.meta.dirname, '..');

const dist = (file: string): string => path.join(hostDir, 'dist', file);

const DEFERRED_SCRIPT = /<script defer src="([^"]+)"><\/script>/;
const SCRIPT_PRELOAD = /<link as="script" href="([^"]+)" rel="preload">/g;

/** A prerendered page asks for its code once it has painted (prerendered-code-after-paint.ts). */
function codeAfterPaint(html: string, file: string): string {
  const src = DEFERRED_SCRIPT.exec(html)?.[1];
  if (!src) throw new Error(`${file} has no deferred script to load after the first paint`);
  return html.replace(DEFERRED_SCRIPT, '').replace('</body>', `${prerenderedCodeAfterPaintScript(src)}</body>`);
}

/**
 * A prerendered page paints whole: the parser yields mid-document on a slow
 * CPU, and a partly parsed centred card jumped up as the rest arrived
 * (CLS 0.07 on /login, one load in six at 4× CPU). `rel=expect` holds the
 * first render until an element after #root is in the document; a browser
 * without it paints as before.
 */
const PARSED_MARK = 'prerendered-end';

function paintWhole(html: string, file: string): string {
  if (!html.includes('</head>')) throw new Error(`${file} has no head to hold its first paint in`);
  return html.replace('</head>', `<link rel="expect" href="#${PARSED_MARK}" blocking="render"></head>`);
}

/** #root's prerendered markup, followed by the mark that ends the hold on the first paint. */
function prerenderedRoot(path: string, markup: string): string {
  return `<div id="root" data-prerendered="${path}">${markup}</div><template id="${PARSED_MARK}"></template>${holdSubmitScript}`;
}

function bundle<T>(name: string): T {
  return createRequire(import.meta.url)(path.join(hostDir, '.prerender', name, `${name}.cjs`)) as T;
}

function fill(html: string, file: string, root: string): string {
  if (!html.includes(EMPTY_ROOT)) throw new Error(`${file} has no empty #root to prerender into`);
  return html.replace(EMPTY_ROOT, root);
}

async function prerenderLanding(): Promise<void> {
  const file = dist('index.html');
  const markup = bundle<{ render(): string }>('landing').render();
  const html = fill(await readFile(file, 'utf8'), file, prerenderedRoot('landing', markup));
  await writeFile(file, codeAfterPaint(paintWhole(html, file), file));
}

async function prerenderGuestPages(): Promise<void> {
  const file = dist('guest.html');
  const html = await readFile(file, 'utf8');
  const { render } = bundle<{ render(path: string): string }>('guest');
  await Promise.all(
    prerenderedGuestPages.map((page) =>
      writeFile(
        dist(page.file),
        codeAfterPaint(paintWhole(fill(html, file, prerenderedRoot(page.path, render(page.path))), file), file),
      ),
    ),
  );
}

/**
 * The cabinet document paints the layout's header row from its HTML while its
 * code downloads (≈ 3 s on a slow phone line), instead of a blank page. Not
 * marked as prerendered: the app renders its own tree in its place, and its
 * code still starts at once (`defer`), as the page's content needs it — but
 * on a page the renderer painted, after its first paint (painted-code-after-paint.ts).
 */
async function prerenderAppShell(): Promise<void> {
  const file = dist('app.html');
  const markup = bundle<{ render(): string }>('app-shell').render();
  const html = await readFile(file, 'utf8');
  const main = DEFERRED_SCRIPT.exec(html)?.[1];
  if (!main) throw new Error(`${file} has no deferred script for a painted page to load after its first paint`);
  const preloads = [...html.matchAll(SCRIPT_PRELOAD)].map((match) => match[1] ?? '');
  // Marked, for the renderer to put a signed-in visitor's own page in its place (serving/src/renderer/rendered-root.ts).
  // After it, the scripts that hold a press on a painted page's button until the app has hydrated it, record what
  // is typed into its fields meanwhile, and ask for its code once it has painted.
  const root = `<div id="root"><!--cabinet-shell-->${markup}<!--/cabinet-shell--></div>${holdPressScript}${recordTypedInputScript}${codeAfterPaintScript(main, preloads)}`;
  await writeFile(file, fill(html, file, root));
}

/** Every prerendered document of the host. */
export async function prerenderAll(): Promise<void> {
  await Promise.all([prerenderLanding(), prerenderGuestPages(), prerenderAppShell()]);
}
