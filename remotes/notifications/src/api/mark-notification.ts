import { mutationOptions } from '@tanstack/react-query';
import { apiRequest, NotificationResponseSchema, type CabinetNotification, type NotificationId } from '@cabinet/runtime';
import { notificationKeys } from './keys.ts';

/** `GET /api/cabinet/notifications/{id}/mark`: marks it read, returns it updated. */
async function markNotification(id: NotificationId): Promise<CabinetNotification> {
  const response = await apiRequest(`/api/cabinet/notifications/${encodeURIComponent(String(id))}/mark`, NotificationResponseSchema);
  return response.data;
}

/** Refreshes the lists and the unread badge (every key under `['notifications']`). */
const markNotificationMutationOptions = () =>
  mutationOptions({
    mutationKey: [...notificationKeys.all, 'mark'],
    mutationFn: (id: NotificationId) => markNotification(id),
    onSuccess: async (_notification, _id, _onMutateResult, { client }) => {
      await client.invalidateQueries({ queryKey: notificationKeys.all });
    },
  });

export { markNotification, markNotificationMutationOptions };
