import { useEffect } from 'react';

/**
 * A prerendered page (host/build/prerender.ts: the landing, the guest pages)
 * shows its form before the app runs. A submit then would be the browser's
 * own — a GET of the same address with the password or the e-mail in it —
 * so this script of the page holds it (from React too, which may be
 * hydrating already) and keeps which form and button it was, until the app
 * has hydrated the page and submits it again: a press made early is not lost.
 */
const HELD_SUBMIT = '__cabinetHeldSubmit';

const holdSubmitScript = `<script>document.addEventListener('submit',function(e){var r=document.getElementById('root');if(r&&r.hasAttribute('data-prerendered')){e.preventDefault();e.stopPropagation();window.${HELD_SUBMIT}={form:e.target,submitter:e.submitter}}},true)</script>`;

/** The page is the app's from now on (or its start-up failure's): the script holds no submit any more. */
function endSubmitHold(): void {
  document.getElementById('root')?.removeAttribute('data-prerendered');
}

interface HeldSubmit {
  form: HTMLFormElement;
  submitter: HTMLElement | null;
}

/**
 * Once the page is the app's (an effect runs after hydration has committed):
 * submits stay with React from now on, and one held meanwhile is made again.
 * A page rendered anew instead (not this visitor's) has other forms; a held
 * submit of the old one is dropped.
 */
function usePrerenderedFormHandover(): void {
  useEffect(() => {
    endSubmitHold();
    const scope = window as unknown as Record<string, HeldSubmit | undefined>;
    const held = scope[HELD_SUBMIT];
    delete scope[HELD_SUBMIT];
    if (!held?.form.isConnected) return;
    const submitter = held.submitter?.isConnected ? held.submitter : null;
    held.form.requestSubmit(submitter);
  }, []);
}

export { endSubmitHold, holdSubmitScript, usePrerenderedFormHandover };
