/**
 * Where the rendered markup goes in app.html: the host's build writes the
 * header row it prerenders between these marks (host/build/prerender.ts), for
 * every visitor; the renderer puts one visitor's page in their place, marked
 * `data-rendered` so that the browser hydrates it instead of rendering anew
 * (host/src/app/start-document.tsx).
 */
const SHELL_START = '<div id="root"><!--cabinet-shell-->';
const SHELL_END = '<!--/cabinet-shell--></div>';

/** `html` with #root holding `markup`; null when the document has no marked shell (an older host build). */
function withRenderedRoot(html: string, markup: string): string | null {
  const start = html.indexOf(SHELL_START);
  const end = start < 0 ? -1 : html.indexOf(SHELL_END, start);
  if (end < 0) return null;
  return `${html.slice(0, start)}<div id="root" data-rendered="">${markup}</div>${html.slice(end + SHELL_END.length)}`;
}

export { SHELL_END, SHELL_START, withRenderedRoot };
