import * as v from 'valibot';

/**
 * Building blocks shared by every resource of the contract: Laravel's
 * `{data}` envelope, the `{message}` answers and the 422 error body.
 */

/** `{ "data": ... }` — how a Laravel API resource wraps a single item. */
export function dataEnvelope<TItem extends v.GenericSchema>(item: TItem) {
  return v.object({ data: item });
}

/** 401, 403, 404, 419, 429 and most confirmations carry only a message. */
export const MessageResponseSchema = v.object({ message: v.string() });
export type MessageResponse = v.InferOutput<typeof MessageResponseSchema>;

/** 422: `errors` maps a dotted field path to its messages, first one first. */
export const ValidationErrorResponseSchema = v.object({
  message: v.string(),
  errors: v.record(v.string(), v.array(v.string())),
});
export type ValidationErrorResponse = v.InferOutput<typeof ValidationErrorResponseSchema>;

/** Timestamps travel as ISO 8601 strings in UTC (`2025-05-01T10:00:00.000Z`). */
export const TimestampSchema = v.string();

/** Database ids are positive integers. */
export const IdSchema = v.pipe(v.number(), v.integer(), v.minValue(1));

/**
 * A trimmed, non-empty text field (Laravel trims input and treats an empty
 * string as missing).
 */
export function requiredText(max: number) {
  return v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(max));
}

/** An e-mail field: trimmed, lower-cased so uniqueness ignores case. */
export const EmailSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(),
  v.email(),
  v.maxLength(255),
  v.toLowerCase(),
);
