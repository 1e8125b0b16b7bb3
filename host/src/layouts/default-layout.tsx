import { Link, NavLink, Outlet } from 'react-router-dom';
import type { RemoteEntry } from '@cabinet/runtime';
import { cn } from '@cabinet/kit/ui';
import { paths } from '../app/paths.ts';
import { prefetchProps } from '../federation/prefetch.ts';
import { UnsavedChangesGuard } from '../session/unsaved-changes-guard.tsx';
import { ColorModeSwitch } from '../theme/color-mode-switch.tsx';
import { UnreadBadge } from './unread-badge.tsx';
import { UserMenu } from './user-menu.tsx';

/**
 * The default layout (SPEC §2): a header with the sections of the remote
 * registry (`События`, `Уведомления` with the unread count, `Опросы`,
 * `Профиль`), the colour-mode switch, the user's name and `Выйти`; the
 * page below it. Hovering or focusing a section's link preloads its remote;
 * leaving a page with unsaved input by a link asks first.
 */
function DefaultLayout({ remotes }: { remotes: RemoteEntry[] }) {
  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b border-border bg-background">
        <div className="mx-auto flex min-h-14 max-w-5xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-2">
          <Link to={paths.cabinet.getHref()} className="font-semibold">
            Кабинет
          </Link>
          <nav aria-label="Разделы кабинета" className="flex flex-1 flex-wrap gap-4 text-sm">
            {remotes.map((remote) => (
              <NavLink
                key={remote.name}
                to={paths.section.getHref(remote.name)}
                {...prefetchProps(remote.name)}
                className={({ isActive }) =>
                  cn(
                    'inline-flex items-center gap-1.5 hover:text-foreground',
                    isActive ? 'font-medium text-foreground' : 'text-muted-foreground',
                  )
                }
              >
                {remote.title}
                {remote.badge === 'unread-notifications' && <UnreadBadge />}
              </NavLink>
            ))}
          </nav>
          <ColorModeSwitch />
          <UserMenu />
        </div>
      </header>
      <main className="mx-auto w-full max-w-5xl flex-1 px-4 py-8">
        <Outlet />
      </main>
      <UnsavedChangesGuard />
    </div>
  );
}

export { DefaultLayout };
