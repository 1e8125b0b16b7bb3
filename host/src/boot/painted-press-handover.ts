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
 * early is not lost, and a link opens as the app opens it. A painted section
 * whose code comes later than the rest (bootstrap.tsx waits a moment for it)
 * stays the painted HTML until it does: until its routes mount, a press on what
 * React has not hydrated yet (no fiber of React's on it) is held the same way
 * and made once they have (a press the app takes meanwhile is newer: the held
 * one is dropped). Without JavaScript the script does not run, and
 * links are the browser's, as they should be.
 */
const HELD_PRESS = '__cabinetHeldPress';

/** On #root while a painted section waits for its code: presses on its painted, unhydrated elements are held. */
const SECTION_PENDING = 'data-section-pending';

const holdPressScript = `<script>document.addEventListener('click',function(e){var r=document.getElementById('root'),b=e.target instanceof Element&&e.target.closest('button,a[href]');if(!r||!b||!r.contains(b))return;if(!r.hasAttribute('data-rendered')){if(!r.hasAttribute('${SECTION_PENDING}'))return;var o=Object.keys(b);for(var i=0;i<o.length;i++)if(o[i].indexOf('__reactFiber')===0){window.${HELD_PRESS}=void 0;return}}if(b.tagName==='A'&&(b.origin!==location.origin||b.target||b.hasAttribute('download')||e.button||e.ctrlKey||e.metaKey||e.shiftKey||e.altKey))return;e.preventDefault();e.stopPropagation();window.${HELD_PRESS}=b},true)</script>`;

/** The page is the app's (or its start-up failure's): the script holds no press any more. */
function endPressHold(): void {
  const root = document.getElementById('root');
  root?.removeAttribute('data-rendered');
  root?.removeAttribute(SECTION_PENDING);
}

/** Before a painted page is hydrated with its section still to come: its presses are held until the section's routes mount. */
function holdSectionPresses(): void {
  document.getElementById('root')?.setAttribute(SECTION_PENDING, '');
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

/** The press held meanwhile, made again once what it pressed is the app's (taken once). */
function replayHeldPress(): void {
  const scope = window as unknown as Record<string, HTMLElement | undefined>;
  const held = scope[HELD_PRESS];
  delete scope[HELD_PRESS];
  if (!held) return;
  // A press made once the app owns the page is newer: the held one is not made after it (a section link
  // pressed on the painted page, then another as the page came alive, would lead back to the first).
  const superseded = () => window.clearTimeout(replay);
  // Once the input handed over before is rendered (its updates wait for the calling effect to end): a press
  // of «Отправить» sends what was typed, not the painted form.
  const replay = window.setTimeout(() => {
    document.removeEventListener('click', superseded, true);
    // On a section still painted, the press is held again until it is hydrated.
    (held.isConnected ? held : equivalentOf(held))?.click();
  });
  document.addEventListener('click', superseded, true);
}

/**
 * Once the page is the app's (an effect runs after hydration has committed):
 * presses stay with React from now on, but for a painted section still
 * waiting for its code, and one held meanwhile is made again — on the painted
 * element, or where a page rendered anew (another zone, another release) has
 * its equivalent.
 */
function usePaintedPressHandover(): void {
  useEffect(() => {
    const root = document.getElementById('root');
    const painted = root?.hasAttribute('data-rendered') ?? false;
    root?.removeAttribute('data-rendered');
    // Text typed meanwhile too.
    if (root && painted) handOverTypedInput(root);
    // No cleanup: StrictMode's second run of this effect finds no press held, and this one's is still made.
    replayHeldPress();
  }, []);
}

/**
 * A section's routes have mounted (hydrated or rendered), or its fallback has:
 * a press held on its painted elements is made now. Its routes mount before
 * the rest of the page's effects when it is hydrated in the same pass: the
 * press is then the page's to make (usePaintedPressHandover).
 */
function endSectionPressHold(): void {
  const root = document.getElementById('root');
  if (!root?.hasAttribute(SECTION_PENDING)) return;
  root.removeAttribute(SECTION_PENDING);
  if (!root.hasAttribute('data-rendered')) replayHeldPress();
}

export { endPressHold, endSectionPressHold, holdPressScript, holdSectionPresses, usePaintedPressHandover };
