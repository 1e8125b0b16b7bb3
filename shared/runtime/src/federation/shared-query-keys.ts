/**
 * Query keys that more than one app reads or writes: the host's nav badge
 * shows the unread count, and the notifications remote changes it when a
 * notification is read. The key starts with the domain, so the remote's
 * `invalidateQueries({ queryKey: ['notifications'] })` refreshes the badge
 * too; the fetcher is the host's (no domain call lives in this package).
 */
const sharedQueryKeys = {
  unreadNotificationsCount: ['notifications', 'unread-count'] as const,
};

export { sharedQueryKeys };
