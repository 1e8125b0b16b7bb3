import { isHttpUrl } from '@cabinet/runtime';

/**
 * Where a notification's `link` leads: a path of this app (router
 * navigation), an http(s) address (a new tab), or nowhere — anything else
 * (`javascript:`, `//host`, garbage) is not rendered as a link at all.
 */
type NotificationTarget = { kind: 'internal'; path: string } | { kind: 'external'; url: string };

function notificationTarget(link: string | null): NotificationTarget | null {
  if (!link) return null;
  if (link.startsWith('/') && !link.startsWith('//') && !link.startsWith('/\\')) return { kind: 'internal', path: link };
  return isHttpUrl(link) ? { kind: 'external', url: new URL(link).href } : null;
}

export { notificationTarget };
