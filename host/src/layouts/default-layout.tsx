import { NavLink, Outlet } from 'react-router-dom';
import type { RemoteEntry } from '@cabinet/shared';
import { cn } from '@cabinet/shared/ui';

/** Header with the sections of the registry, and the page below it. */
export function DefaultLayout({ remotes }: { remotes: RemoteEntry[] }) {
  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b border-border bg-background">
        <div className="mx-auto flex h-14 max-w-5xl items-center gap-6 px-4">
          <span className="font-semibold">Кабинет</span>
          <nav aria-label="Разделы кабинета" className="flex gap-4 text-sm">
            {remotes.map((remote) => (
              <NavLink
                key={remote.name}
                to={`/cabinet/${remote.name}`}
                className={({ isActive }) =>
                  cn('hover:text-foreground', isActive ? 'text-foreground font-medium' : 'text-muted-foreground')
                }
              >
                {remote.title}
              </NavLink>
            ))}
          </nav>
        </div>
      </header>
      <main className="mx-auto w-full max-w-5xl flex-1 px-4 py-8">
        <Outlet />
      </main>
    </div>
  );
}
