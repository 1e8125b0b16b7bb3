import { useEffect, useRef } from 'react';
import { NavLink } from 'react-router-dom';
import type { RemoteEntry } from '@cabinet/runtime';
import { cn } from '@cabinet/kit/ui';
import { paths } from '../app/paths.ts';
import { prefetchProps, prefetchRemote } from '../federation/prefetch.ts';
import { UnreadBadge } from './unread-badge.tsx';

/**
 * The sections of the remote registry as nav links (the current one marked
 * with `aria-current`); hovering or focusing one preloads its remote — also
 * one pointed at or focused before a painted page was hydrated, when no
 * handler was there to see it.
 */
function SectionLinks({ remotes, className, linkClassName }: { remotes: RemoteEntry[]; className?: string; linkClassName?: string }) {
  const nav = useRef<HTMLElement>(null);
  // Once, as the links first appear: from then on their own handlers preload.
  const firstRemotes = useRef(remotes);
  useEffect(() => {
    const link = nav.current?.querySelector<HTMLAnchorElement>('a:hover, a:focus');
    const remote = link && firstRemotes.current.find((candidate) => link.pathname === paths.section.getHref(candidate.name));
    if (remote) prefetchRemote(remote.name);
  }, []);
  return (
    <nav ref={nav} aria-label="Разделы кабинета" className={className}>
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
