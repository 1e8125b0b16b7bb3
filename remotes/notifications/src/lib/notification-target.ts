/**
 * Where a notification's `link` leads: a path of this app (router
 * navigation), an http(s) address (a new tab), or nowhere — anything else
 * (`javascript:`, `//host`, garbage) is not rendered as a link at all.
 */
type NotificationTarget = { kind: 'internal'; path: string } | { kind: 'external'; url: string };

function notificationTarget(link: string | null): NotificationTarget | null {
  if (!link) return null;
  if (link.startsWith('/') && !link.startsWith('//') && !link.startsWith('/\\')) return { kind: 'internal', path: link };
  try {
    const url = new URL(link);
    return url.protocol === 'http:' || url.protocol === 'https:' ? { kind: 'external', url: url.href } : null;
  } catch {
    return null;
  }
}

export { notificationTarget };
export type { NotificationTarget };
