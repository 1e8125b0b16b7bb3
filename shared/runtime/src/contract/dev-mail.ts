import * as v from 'valibot';
import { TimestampSchema } from './common.ts';

/**
 * The reference server's dev outbox (`GET /_dev/mail?to=`): mail is kept
 * instead of sent, newest first. e2e tests read verification and reset links
 * from `links`.
 */
export const DevMailSchema = v.object({
  to: v.string(),
  subject: v.string(),
  text: v.string(),
  links: v.array(v.string()),
  created_at: TimestampSchema,
});
export type DevMail = v.InferOutput<typeof DevMailSchema>;

export const DevMailListResponseSchema = v.object({ data: v.array(DevMailSchema) });
export type DevMailListResponse = v.InferOutput<typeof DevMailListResponseSchema>;
