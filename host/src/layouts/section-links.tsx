import { NavLink } from 'react-router-dom';
import type { RemoteEntry } from '@cabinet/runtime';
import { cn } from '@cabinet/kit/ui';
import { paths } from '../app/paths.ts';
import { prefetchProps } from '../federation/prefetch.ts';
import { UnreadBadge } from './unread-badge.tsx';

/**
 * The sections of the remote registry as nav links (the current one marked
 * with `aria-current`); hovering or focusing one preloads its remote.
 */
function SectionLinks({ remotes, className, linkClassName }: { remotes: RemoteEntry[]; className?: string; linkClassName?: string }) {
  return (
    <nav aria-label="Разделы кабинета" className={className}>
      {remotes.map((remote) => (
        <NavLink
          key={remote.name}
          to={paths.section.getHref(remote.name)}
          {...prefetchProps(remote.name)}
          className={({ isActive }) =>
            cn(
              'inline-flex items-center gap-1.5 hover:text-foreground',
              isActive ? 'font-medium text-foreground' : 'text-muted-foreground',
              linkClassName,
            )
          }
        >
          {remote.title}
          {remote.badge === 'unread-notifications' && <UnreadBadge />}
        </NavLink>
      ))}
    </nav>
  );
}

export { SectionLinks };
