/**
 * Where the rendered markup goes in app.html: the host's build writes the
 * header row it prerenders between these marks (host/build/prerender.ts), for
 * every visitor; the renderer puts one visitor's page in their place, marked
 * `data-rendered` so that the browser hydrates it instead of rendering anew
 * (host/src/app/start-document.tsx), followed by the data it was rendered
 * with (`#cabinet-state`, host/src/boot/server-state.ts), escaped as the
 * document's other inline JSON is; and the stylesheets of a section painted
 * with its remote's code linked in the head, so that it is styled before its
 * code runs.
 */
import { escapeJsonForHtml } from '@cabinet/runtime/registry';

const SHELL_START = '<div id="root"><!--cabinet-shell-->';
const SHELL_END = '<!--/cabinet-shell--></div>';

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
          .join('');
  const data = `<script type="application/json" id="cabinet-state">${escapeJsonForHtml(JSON.stringify(state ?? null))}</script>`;
  const before = links ? `${html.slice(0, head)}${links}${html.slice(head, start)}` : html.slice(0, start);
  return `${before}<div id="root" data-rendered="">${markup}</div>${data}${html.slice(end + SHELL_END.length)}`;
}

export { SHELL_END, SHELL_START, withRenderedRoot };
