import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../app/paths.ts';

/**
 * The default layout's header row: the product name leading to the
 * dashboard, then what the layout puts beside it. The cabinet document
 * paints it from its HTML (app-shell-prerender.tsx) before the app runs, so both
 * render it from here and it does not move when the app takes over.
 */
function HeaderBar({ children }: { children?: ReactNode }) {
  return (
    <header className="border-b border-border bg-background">
      {/* One row at every width: on a phone the sections wait behind «Меню» (phone-menu.tsx). */}
      <div className="mx-auto flex min-h-14 max-w-5xl items-center gap-x-6 px-4 py-2">
        <Link to={paths.cabinet.getHref()} className="mr-auto font-semibold">
          Кабинет
        </Link>
        {children}
      </div>
    </header>
  );
}

export { HeaderBar };
