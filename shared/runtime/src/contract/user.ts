import * as v from 'valibot';
import { EmailSchema, IdSchema, TimestampSchema, dataEnvelope, requiredText } from './common.ts';

/** Social networks a profile may link to (SPEC §3). */
export const SOCIAL_TYPES = ['vk', 'ok', 'fb', 'tw', 'tg', 'ig', 'yt', 'rt', 'site'] as const;
export const SocialTypeSchema = v.picklist(SOCIAL_TYPES);
export type SocialType = v.InferOutput<typeof SocialTypeSchema>;

const HttpUrlSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(),
  v.maxLength(2048),
  v.url(),
  v.regex(/^https?:\/\//i, 'Ссылка должна начинаться с http:// или https://'),
);

export const SocialSchema = v.object({ type: SocialTypeSchema, url: HttpUrlSchema });
export type Social = v.InferOutput<typeof SocialSchema>;

export const UserSchema = v.object({
  id: IdSchema,
  name: v.string(),
  email: v.string(),
  email_verified_at: v.nullable(TimestampSchema),
  avatar_url: v.nullable(v.string()),
  phone: v.nullable(v.string()),
  about: v.nullable(v.string()),
  socials: v.array(SocialSchema),
  created_at: TimestampSchema,
});
export type User = v.InferOutput<typeof UserSchema>;

export const UserResponseSchema = dataEnvelope(UserSchema);
export type UserResponse = v.InferOutput<typeof UserResponseSchema>;

/** An optional text that may be cleared with null (or an empty string). */
function clearableText(max: number) {
  return v.optional(
    v.nullable(
      v.pipe(
        v.string(),
        v.trim(),
        v.maxLength(max),
        v.transform((input) => (input === '' ? null : input)),
      ),
    ),
  );
}

/**
 * `PUT /user/update`: every field is optional, only the given ones change.
 * `avatar_url` must be null or the URL of an image this user uploaded (checked
 * by the server).
 */
export const UserUpdateBodySchema = v.object({
  name: v.optional(requiredText(255)),
  email: v.optional(EmailSchema),
  phone: v.optional(
    v.nullable(
      v.pipe(
        v.string(),
        v.trim(),
        v.maxLength(32),
        v.regex(/^$|^\+?[\d\s()-]{5,31}$/, 'Неверный формат телефона'),
        v.transform((input) => (input === '' ? null : input)),
      ),
    ),
  ),
  about: clearableText(2000),
  socials: v.optional(v.pipe(v.array(SocialSchema), v.maxLength(SOCIAL_TYPES.length * 2))),
  avatar_url: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(2048), v.url()))),
});
export type UserUpdateBodyInput = v.InferInput<typeof UserUpdateBodySchema>;
export type UserUpdateBody = v.InferOutput<typeof UserUpdateBodySchema>;
