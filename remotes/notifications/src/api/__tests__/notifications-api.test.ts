import { beforeEach, describe, expect, it } from 'vitest';
import { configureApi } from '@cabinet/runtime';
import { setupApiServer } from '@cabinet/testing';
import { notificationsDomain } from '../../testing/notifications-domain.ts';
import { getNotifications, notificationsListOptions } from '../get-notifications.ts';
import { markNotification } from '../mark-notification.ts';

setupApiServer({ domains: [notificationsDomain] });

beforeEach(() => configureApi({}, { retryDelay: 0 }));

describe('notifications calls', () => {
  it('query keys start with the domain and include every variable', () => {
    expect(notificationsListOptions({ unread: true }).queryKey).toEqual(['notifications', 'list', { unread: true }]);
  });

  it('getNotifications carries the unread count', async () => {
    const page = await getNotifications({ unread: true });
    expect(page.data.every((notification) => notification.read_at === null)).toBe(true);
    expect(page.meta.unread).toBe(2);
  });

  it('markNotification marks it read', async () => {
    const notification = await markNotification(1);
    expect(notification.read_at).not.toBeNull();
    expect((await getNotifications()).meta.unread).toBe(1);
  });
});
