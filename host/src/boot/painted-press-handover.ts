import { useEffect } from 'react';

/**
 * A page the renderer painted (serving/src/renderer) shows its buttons —
 * «Выйти», the colour mode, a block's «Повторить» — before its code has
 * hydrated them, when a press would do nothing at all. This script of the
 * page (app.html, after #root: host/build/prerender.ts) holds a press on a
 * painted button and keeps which it was, until the app has hydrated the page
 * and presses it again: a press made early is not lost. Links need no help:
 * the browser follows them.
 */
const HELD_PRESS = '__cabinetHeldPress';

const holdPressScript = `<script>document.addEventListener('click',function(e){var r=document.getElementById('root'),b=e.target instanceof Element&&e.target.closest('button');if(r&&b&&r.hasAttribute('data-rendered')&&r.contains(b)){e.preventDefault();e.stopPropagation();window.${HELD_PRESS}=b}},true)</script>`;

/** The page is the app's (or its start-up failure's): the script holds no press any more. */
function endPressHold(): void {
  document.getElementById('root')?.removeAttribute('data-rendered');
}

/**
 * Once the page is the app's (an effect runs after hydration has committed):
 * presses stay with React from now on, and one held meanwhile is made again.
 * A page rendered anew instead has other buttons; a held press of the old
 * page's is dropped.
 */
function usePaintedPressHandover(): void {
  useEffect(() => {
    endPressHold();
    const scope = window as unknown as Record<string, HTMLElement | undefined>;
    const held = scope[HELD_PRESS];
    delete scope[HELD_PRESS];
    if (held?.isConnected) held.click();
  }, []);
}

export { endPressHold, holdPressScript, usePaintedPressHandover };
