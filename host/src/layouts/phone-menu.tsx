import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Bell, Menu, X } from 'lucide-react';
import type { RemoteEntry } from '@cabinet/runtime';
import { Button } from '@cabinet/kit/ui';
import { paths } from '../app/paths.ts';
import { ColorModeSwitch } from '../theme/color-mode-switch.tsx';
import { SectionLinks } from './section-links.tsx';
import { UnreadBadge } from './unread-badge.tsx';
import { UserMenu } from './user-menu.tsx';

/**
 * The header's right side on a phone: the unread count (a link to the
 * notifications, visible without opening anything) and «Меню», which opens
 * the sections, the colour mode and the user's menu in a sheet — a modal
 * `<dialog>`, so the page behind is inert while it is open (and Tab wraps
 * around inside it), Esc closes it and focus returns to the button.
 * Following a link closes it.
 */
/**
 * Tab from the last control goes to the first and Shift+Tab from the first to
 * the last: a modal dialog makes the page inert, but the browser would still
 * let focus leave for its own toolbar.
 */
function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>): void {
  if (event.key !== 'Tab') return;
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])')];
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  } else if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  }
}

function PhoneMenu({ remotes }: { remotes: RemoteEntry[] }) {
  const [open, setOpen] = useState(false);
  const sheet = useRef<HTMLDialogElement>(null);
  const id = useId();
  const { pathname, search } = useLocation();
  const notifications = remotes.find((remote) => remote.badge === 'unread-notifications');

  useEffect(() => {
    const element = sheet.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  // A section chosen (or any navigation): the sheet has done its job.
  useEffect(() => {
    sheet.current?.close();
  }, [pathname, search]);

  return (
    <div className="cabinet-phone-only flex items-center gap-1">
      {notifications && (
        <Link
          to={paths.section.getHref(notifications.name)}
          className="inline-flex h-9 items-center gap-1 rounded-md px-2 text-muted-foreground hover:text-foreground"
        >
          <Bell aria-hidden="true" className="size-5" />
          {/* Named by text, not aria-label: the visible count must be part of the name. */}
          <span className="sr-only">{notifications.title}</span>
          <UnreadBadge testId="unread-badge-phone" />
        </Link>
      )}
      <Button
        type="button"
        variant="ghost"
        size="sm"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(true)}
      >
        <Menu aria-hidden="true" />
        Меню
      </Button>
      <dialog
        ref={sheet}
        id={id}
        aria-label="Меню кабинета"
        onClose={() => setOpen(false)}
        onKeyDown={keepFocusInside}
        className="mt-0 mr-0 ml-auto h-dvh max-h-none w-[min(20rem,100vw)] border-l border-border bg-background p-4 text-foreground shadow-lg backdrop:bg-black/50"
      >
        {/* Only while open: the desktop header holds the same links and the user's menu. */}
        {open && (
          <>
            <div className="flex items-center justify-between gap-2">
              <span className="font-semibold">Кабинет</span>
              <Button type="button" variant="ghost" size="sm" onClick={() => setOpen(false)}>
                <X aria-hidden="true" />
                Закрыть
              </Button>
            </div>
            <SectionLinks remotes={remotes} className="mt-4 flex flex-col gap-1" linkClassName="h-10 rounded-md px-2" />
            <div className="mt-6 flex flex-col items-start gap-4 border-t border-border pt-4">
              <ColorModeSwitch />
              <UserMenu />
            </div>
          </>
        )}
      </dialog>
    </div>
  );
}

export { PhoneMenu };
