import * as v from 'valibot';
import { IdSchema, TimestampSchema, dataEnvelope } from './common.ts';
import { PageQueryEntries, PaginationMetaSchema, paginated } from './pagination.ts';

export const EventSchema = v.object({
  id: IdSchema,
  title: v.string(),
  description: v.string(),
  starts_at: TimestampSchema,
  ends_at: TimestampSchema,
  location: v.string(),
  /** A backend without covers may leave the field out: no cover (since 1.2.0). */
  cover_url: v.nullish(v.string(), null),
  /** The current user has marked attendance. */
  marked: v.boolean(),
  marked_at: v.nullable(TimestampSchema),
});
export type CabinetEvent = v.InferOutput<typeof EventSchema>;

export const EVENT_STATUSES = ['upcoming', 'past'] as const;
export const EventStatusSchema = v.picklist(EVENT_STATUSES);
export type EventStatus = v.InferOutput<typeof EventStatusSchema>;

/**
 * `GET /events`: `upcoming` = not yet ended, soonest first; `past` = ended,
 * latest first; without a status, every event, latest start first.
 */
export const EventListQuerySchema = v.object({
  ...PageQueryEntries,
  status: v.optional(EventStatusSchema),
});
export type EventListQueryInput = v.InferInput<typeof EventListQuerySchema>;
export type EventListQuery = v.InferOutput<typeof EventListQuerySchema>;

export const EventListResponseSchema = paginated(EventSchema, PaginationMetaSchema);
export type EventListResponse = v.InferOutput<typeof EventListResponseSchema>;

export const EventResponseSchema = dataEnvelope(EventSchema);
export type EventResponse = v.InferOutput<typeof EventResponseSchema>;
