import * as v from 'valibot';
import { IdSchema, TimestampSchema, dataEnvelope } from './common.ts';
import { PageQueryEntries, PaginationMetaSchema, QueryBooleanSchema, paginated } from './pagination.ts';

/**
 * A notification's id: the reference API's integers, or the UUIDs of
 * Laravel's own database notifications (`$user->notifications()`).
 */
export const NotificationIdSchema = v.union([IdSchema, v.pipe(v.string(), v.uuid())], 'Ожидался номер или UUID уведомления');
export type NotificationId = v.InferOutput<typeof NotificationIdSchema>;

export const NotificationSchema = v.object({
  id: NotificationIdSchema,
  title: v.string(),
  body: v.string(),
  created_at: TimestampSchema,
  /** null = unread. */
  read_at: v.nullable(TimestampSchema),
  /** Where the notification leads (a cabinet path or an absolute URL), if anywhere. */
  link: v.optional(v.nullable(v.string()), null),
});
export type CabinetNotification = v.InferOutput<typeof NotificationSchema>;

/** `GET /notifications`: `unread=1` lists only unread ones; newest first. */
export const NotificationListQuerySchema = v.object({
  ...PageQueryEntries,
  unread: v.optional(QueryBooleanSchema, false),
});
export type NotificationListQueryInput = v.InferInput<typeof NotificationListQuerySchema>;
export type NotificationListQuery = v.InferOutput<typeof NotificationListQuerySchema>;

/** The list meta also carries `unread`: the user's unread count (the nav badge). */
export const NotificationListMetaSchema = v.object({
  ...PaginationMetaSchema.entries,
  unread: v.number(),
});

export const NotificationListResponseSchema = paginated(NotificationSchema, NotificationListMetaSchema);
export type NotificationListResponse = v.InferOutput<typeof NotificationListResponseSchema>;

export const NotificationResponseSchema = dataEnvelope(NotificationSchema);
export type NotificationResponse = v.InferOutput<typeof NotificationResponseSchema>;
