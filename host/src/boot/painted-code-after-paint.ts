/**
 * A page the renderer painted (serving/src/renderer) has its content in the
 * HTML: its code is asked for once that has painted, not beside the CSS, so
 * that on a slow line the content comes first (as a prerendered guest page's
 * does: host/build/prerender.ts). The renderer takes the app's script and its
 * chunks' preloads out of the head of such a page and marks it
 * `<html data-painted>` (rendered-root.ts). This script of app.html, at the
 * end of the body, asks for them once the first paint is on the screen
 * (after-first-paint.ts) — each preload, then the app's script, in a task of
 * its own. It also lets the head's start-up script, which holds the section's
 * preloads until then, go on (early-start-head.html). On the static
 * document, which paints no content, it does nothing: the head asks for the
 * code at once. (Whether the page is still the painted one does not matter:
 * only that its head has no code.)
 */

import { escapeJsonForHtml } from '@cabinet/runtime/registry';
import { afterFirstPaint } from './after-first-paint.ts';

/** What a painted page's document carries instead of the head's script and preloads. */
const CODE_AFTER_PAINT = 'data-code-after-paint';

function codeAfterPaintScript(main: string, preloads: readonly string[]): string {
  // JSON in a script, escaped as the document's other inline JSON is (`<`, U+2028, U+2029).
  const src = escapeJsonForHtml(JSON.stringify(main));
  return (
    `<script ${CODE_AFTER_PAINT}>(function(){` +
    `if(!document.documentElement.hasAttribute('data-painted')||document.querySelector('script[src='+JSON.stringify(${src})+']'))return;` +
    // One element a task: asking for a file costs the main thread 1–7 ms here (the request's setup), and the
    // twelve in one task made a long one (250 ms at Lighthouse's 4× CPU) just when the page becomes usable.
    // A message, not a timer: timers wait a second between runs in a background tab.
    `function load(){var s=window.__cabinetStart;if(s&&s.painted)s.painted();` +
    `var q=${escapeJsonForHtml(JSON.stringify(preloads))},i=0,c=new MessageChannel();` +
    `c.port1.onmessage=function(){var e;if(i<q.length){e=document.createElement('link');e.rel='preload';e.setAttribute('as','script');e.href=q[i]}` +
    `else{e=document.createElement('script');e.src=${src}}document.head.appendChild(e);i+=1;if(i<=q.length)c.port2.postMessage(0)};c.port2.postMessage(0)}` +
    `${afterFirstPaint('load')}})()</script>`
  );
}

export { CODE_AFTER_PAINT, codeAfterPaintScript };
