/**
 * Where the rendered markup goes in app.html: the host's build writes the
 * header row it prerenders between these marks (host/build/prerender.ts), for
 * every visitor; the renderer puts one visitor's page in their place, marked
 * `data-rendered` so that the browser hydrates it instead of rendering anew
 * (host/src/app/start-document.tsx), followed by the data it was rendered
 * with (`#cabinet-state`, host/src/boot/server-state.ts), escaped as the
 * document's other inline JSON is.
 */
import { escapeJsonForHtml } from '@cabinet/runtime/registry';

const SHELL_START = '<div id="root"><!--cabinet-shell-->';
const SHELL_END = '<!--/cabinet-shell--></div>';

/** `html` with #root holding `markup`, and `state` after it; null when the document has no marked shell (an older host build). */
function withRenderedRoot(html: string, markup: string, state: unknown): string | null {
  const start = html.indexOf(SHELL_START);
  const end = start < 0 ? -1 : html.indexOf(SHELL_END, start);
  if (end < 0) return null;
  const data = `<script type="application/json" id="cabinet-state">${escapeJsonForHtml(JSON.stringify(state ?? null))}</script>`;
  return `${html.slice(0, start)}<div id="root" data-rendered="">${markup}</div>${data}${html.slice(end + SHELL_END.length)}`;
}

export { SHELL_END, SHELL_START, withRenderedRoot };
