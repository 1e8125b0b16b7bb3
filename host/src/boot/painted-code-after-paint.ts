/**
 * A page the renderer painted (serving/src/renderer) has its content in the
 * HTML: its code is asked for once that has painted, not beside the CSS, so
 * that on a slow line the content comes first (as a prerendered guest page's
 * does: host/build/prerender.ts). The renderer takes the app's script and its
 * chunks' preloads out of the head of such a page and marks it
 * `<html data-painted>` (rendered-root.ts). This script of app.html, at the
 * end of the body, asks for them once the first paint is on the screen (its
 * paint timing entry: a frame drawn is not yet one shown, and requests made
 * meanwhile share the line with it); after the next frame where the browser
 * has no paint timing; at once in a tab opened in the background, which
 * paints nothing. It also lets the head's start-up script, which holds the
 * section's preloads until then, go on (early-start-head.html). On the static
 * document, which paints no content, it does nothing: the head asks for the
 * code at once. (Whether the page is still the painted one does not matter:
 * only that its head has no code.)
 */

import { escapeJsonForHtml } from '@cabinet/runtime/registry';

/**
 * How long the code waits for the first paint at most: a page that has not painted by then (its CSS slow to
 * come) asks for it anyway, as the static document does at once.
 */
const PAINT_WAIT_LIMIT_MS = 3000;

/** What a painted page's document carries instead of the head's script and preloads. */
const CODE_AFTER_PAINT = 'data-code-after-paint';

function codeAfterPaintScript(main: string, preloads: readonly string[]): string {
  // JSON in a script, escaped as the document's other inline JSON is (`<`, U+2028, U+2029).
  const src = escapeJsonForHtml(JSON.stringify(main));
  return (
    `<script ${CODE_AFTER_PAINT}>(function(){` +
    `if(!document.documentElement.hasAttribute('data-painted')||document.querySelector('script[src='+JSON.stringify(${src})+']'))return;` +
    `function load(){var s=window.__cabinetStart;if(s&&s.painted)s.painted();` +
    `${escapeJsonForHtml(JSON.stringify(preloads))}.forEach(function(h){var l=document.createElement('link');l.rel='preload';l.setAttribute('as','script');l.href=h;document.head.appendChild(l)});` +
    `var m=document.createElement('script');m.src=${src};document.head.appendChild(m)}` +
    `var asked=false;function once(){if(!asked){asked=true;load()}}` +
    `if(document.visibilityState==='hidden'){once();return}` +
    `var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){` +
    `new P(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();once()}}).observe({type:'paint',buffered:true});` +
    `setTimeout(once,${PAINT_WAIT_LIMIT_MS})}else requestAnimationFrame(function(){setTimeout(once)})})()</script>`
  );
}

export { CODE_AFTER_PAINT, codeAfterPaintScript };
