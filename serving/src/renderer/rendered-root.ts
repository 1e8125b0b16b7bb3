/**
 * Where the rendered markup goes in app.html: the host's build writes the
 * header row it prerenders between these marks (host/build/prerender.ts), for
 * every visitor; the renderer puts one visitor's page in their place, marked
 * `data-rendered` so that the browser hydrates it instead of rendering anew
 * (host/src/app/start-document.tsx), followed by the data it was rendered
 * with (`#cabinet-state`, host/src/boot/server-state.ts), escaped as the
 * document's other inline JSON is; and the stylesheets of a section painted
 * with its remote's code linked in the head, so that it is styled before its
 * code runs, and the page held from painting until it is all parsed. A
 * painted page's code is asked for after its first paint: the head's script
 * and its chunks' preloads are taken out and the page marked
 * `<html data-painted>`, for the script app.html has for it at the end of its
 * body (host/src/boot/painted-code-after-paint.ts) — only in a document that
 * has that script.
 */
import { escapeJsonForHtml } from '@cabinet/runtime/registry';

const SHELL_START = '<div id="root"><!--cabinet-shell-->';
const SHELL_END = '<!--/cabinet-shell--></div>';

/**
 * A painted page paints whole, as a prerendered one does (host/build/prerender.ts): the parser yields
 * mid-document on a slow CPU, and a long page (the profile's form) painted its top first and the rest
 * later, its largest text among it. `rel=expect` holds the first render until the mark after #root is
 * parsed; a browser without it paints as before.
 */
const PAINT_WHOLE = '<link rel="expect" href="#cabinet-painted-end" blocking="render">';
const PAINTED_END = '<template id="cabinet-painted-end"></template>';

/** The attribute of app.html's script that asks for a painted page's code after its first paint. */
const CODE_AFTER_PAINT = 'data-code-after-paint';
const HEAD_CODE = [/<script defer src="[^"]+"><\/script>/g, /<link as="script" href="[^"]+" rel="preload">/g];

/** `head` without the app's script and its chunks' preloads, marked as painted, when the document asks for them later. */
function codeAfterPaint(head: string, document: string): string {
  if (!document.includes(`<script ${CODE_AFTER_PAINT}>`)) return head;
  return HEAD_CODE.reduce((html, tag) => html.replace(tag, ''), head).replace(/<html\b/, '<html data-painted=""');
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * `html` with #root holding `markup`, `state` after it and `styles` (http(s) addresses) linked at the end of the
 * head; null when the document has no marked shell (an older host build).
 */
function withRenderedRoot(html: string, markup: string, state: unknown, styles: readonly string[] = []): string | null {
  const start = html.indexOf(SHELL_START);
  const end = start < 0 ? -1 : html.indexOf(SHELL_END, start);
  if (end < 0) return null;
  // In the head, before the page's body: the painted section is shown styled, or not yet.
  const head = html.lastIndexOf('</head>', start);
  const links =
    head < 0
      ? ''
      : styles
          .filter((href) => /^https?:\/\//.test(href))
          .map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`)
          .join('') + PAINT_WHOLE;
  const data = `<script type="application/json" id="cabinet-state">${escapeJsonForHtml(JSON.stringify(state ?? null))}</script>`;
  const before = codeAfterPaint(links ? `${html.slice(0, head)}${links}${html.slice(head, start)}` : html.slice(0, start), html);
  return `${before}<div id="root" data-rendered="">${markup}</div>${data}${PAINTED_END}${html.slice(end + SHELL_END.length)}`;
}

export { SHELL_END, SHELL_START, withRenderedRoot };
