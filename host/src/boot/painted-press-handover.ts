import { useEffect } from 'react';
import { handOverTypedInput } from './painted-input-handover.ts';

/**
 * A page the renderer painted (serving/src/renderer) shows its buttons and
 * links — «Выйти», the colour mode, a block's «Повторить», the sections —
 * before its code has hydrated them: a button would do nothing, a link would
 * load the page anew. This script of the page (app.html, after #root:
 * host/build/prerender.ts) holds a press on a painted button or on a link of
 * this site (a plain click: not a new tab, not a download), and keeps which it
 * was, until the app has hydrated the page and presses it again: a press made
 * early is not lost, and a link opens as the app opens it. Without JavaScript
 * the script does not run, and links are the browser's, as they should be.
 */
const HELD_PRESS = '__cabinetHeldPress';

const holdPressScript = `<script>document.addEventListener('click',function(e){var r=document.getElementById('root'),b=e.target instanceof Element&&e.target.closest('button,a[href]');if(!r||!b||!r.hasAttribute('data-rendered')||!r.contains(b))return;if(b.tagName==='A'&&(b.origin!==location.origin||b.target||b.hasAttribute('download')||e.button||e.ctrlKey||e.metaKey||e.shiftKey||e.altKey))return;e.preventDefault();e.stopPropagation();window.${HELD_PRESS}=b},true)</script>`;

/** The page is the app's (or its start-up failure's): the script holds no press any more. */
function endPressHold(): void {
  document.getElementById('root')?.removeAttribute('data-rendered');
}

/**
 * The element of a page rendered anew that stands where `held` stood on the
 * painted one: a button with its text; a link to its address (its text may
 * hold a count that has changed meanwhile, as «Уведомления» does).
 */
function equivalentOf(held: HTMLElement): HTMLElement | null {
  const candidates = [...(document.getElementById('root')?.querySelectorAll<HTMLElement>(held.tagName) ?? [])];
  const href = held.getAttribute('href');
  if (href !== null) return candidates.find((candidate) => candidate.getAttribute('href') === href) ?? null;
  return candidates.find((candidate) => candidate.textContent === held.textContent) ?? null;
}

/**
 * Once the page is the app's (an effect runs after hydration has committed):
 * presses stay with React from now on, and one held meanwhile is made again —
 * on the painted element, or where a page rendered anew (another zone, another
 * release) has its equivalent.
 */
function usePaintedPressHandover(): void {
  useEffect(() => {
    const root = document.getElementById('root');
    const painted = root?.hasAttribute('data-rendered') ?? false;
    endPressHold();
    // Text typed meanwhile too.
    if (root && painted) handOverTypedInput(root);
    const scope = window as unknown as Record<string, HTMLElement | undefined>;
    const held = scope[HELD_PRESS];
    delete scope[HELD_PRESS];
    if (!held) return;
    // A press made once the app owns the page is newer: the held one is not made after it (a section link
    // pressed on the painted page, then another as the page came alive, would lead back to the first).
    const superseded = () => window.clearTimeout(replay);
    // Once the input handed over above is rendered (its updates wait for this effect to end): a press of
    // «Отправить» sends what was typed, not the painted form.
    const replay = window.setTimeout(() => {
      document.removeEventListener('click', superseded, true);
      (held.isConnected ? held : equivalentOf(held))?.click();
    });
    // No cleanup: StrictMode's second run of this effect finds no press held, and this one's is still made.
    document.addEventListener('click', superseded, true);
  }, []);
}

export { endPressHold, holdPressScript, usePaintedPressHandover };
