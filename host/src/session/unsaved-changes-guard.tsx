import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { hasUnsavedChanges } from '@cabinet/runtime';
import { Button } from '@cabinet/kit/ui';

/** The in-app address a click on this link would go to, or null when it leaves the page some other way. */
function inAppTarget(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
  if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  if (url.pathname === window.location.pathname && url.search === window.location.search) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Asks before a link inside the cabinet leaves a page whose form holds
 * unsaved input (a form says so through the runtime's registry, kit
 * `useUnsavedChanges`). The declarative router has no blocker, so the guard
 * catches the click itself, in the capture phase, before the router's link
 * handles it; «Уйти» then navigates. Reloads and closing the tab are the
 * browser's own `beforeunload` question; the browser's Back is not asked
 * about (the input is kept as a draft where the form keeps one).
 */
function UnsavedChangesGuard() {
  const navigate = useNavigate();
  const [target, setTarget] = useState<string | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const stayButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!hasUnsavedChanges()) return;
      const next = inAppTarget(event);
      if (next === null) return;
      event.preventDefault();
      event.stopPropagation();
      setTarget(next);
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);

  useEffect(() => {
    const element = dialog.current;
    if (target === null || !element || element.open) return;
    element.showModal();
    // The safe choice first: Enter or Space keeps the input.
    stayButton.current?.focus();
  }, [target]);

  const stay = () => {
    dialog.current?.close();
  };
  const leave = () => {
    const next = target;
    dialog.current?.close();
    if (next !== null) void navigate(next);
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby="unsaved-changes-title"
      aria-describedby="unsaved-changes-text"
      onClose={() => setTarget(null)}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-xl border border-border bg-background p-6 text-foreground shadow-lg backdrop:bg-black/50"
    >
      <h2 id="unsaved-changes-title" className="text-lg font-semibold">
        Уйти со страницы?
      </h2>
      <p id="unsaved-changes-text" className="mt-2 text-sm text-muted-foreground">
        Несохранённые изменения пропадут.
      </p>
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={leave}>
          Уйти
        </Button>
        <Button ref={stayButton} type="button" onClick={stay}>
          Остаться
        </Button>
      </div>
    </dialog>
  );
}

export { UnsavedChangesGuard };
