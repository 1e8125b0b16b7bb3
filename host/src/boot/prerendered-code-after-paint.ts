/**
 * A prerendered page (the landing, the guest pages: host/build/prerender.ts)
 * asks for its code once its first paint is on the screen (after-first-paint.ts),
 * not beside its CSS: on a slow line the page's content comes first and the
 * code after (a form's press meanwhile is held: prerendered-form-handover.ts).
 * It waited for the next frame only, a frame drawn and not yet shown: on a
 * busy CPU the code was asked for, and ran, before the page was on the
 * screen, and Lighthouse counted its download in the largest paint (2.05 s
 * on /register in one run, against 0.9 in the others).
 */
import { escapeJsonForHtml } from '@cabinet/runtime/registry';
import { afterFirstPaint } from './after-first-paint.ts';

function prerenderedCodeAfterPaintScript(src: string): string {
  return (
    `<script>(function(){function load(){var s=document.createElement('script');s.src=${escapeJsonForHtml(JSON.stringify(src))};document.head.appendChild(s)}` +
    `${afterFirstPaint('load')}})()</script>`
  );
}

export { prerenderedCodeAfterPaintScript };
