import * as v from 'valibot';
import { EmailSchema, IdSchema, TimestampSchema, dataEnvelope, oneLine, requiredLine, safeText } from './common.ts';
import { SOCIAL_TYPES, socialLinkProblem, type SocialType } from './social-links.ts';

export const SocialTypeSchema = v.picklist(SOCIAL_TYPES);

const HttpUrlSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(),
  // Before the URL rule: a URL parser drops tabs and line breaks silently.
  oneLine(),
  v.maxLength(2048),
  v.url(),
  v.regex(/^https?:\/\//i, 'Ссылка должна начинаться с http:// или https://'),
);

/**
 * A link as the client saves it: a network it knows and an http(s) address
 * on that network's hosts (social-links.ts), the problem said under the address.
 */
export const SocialSchema = v.pipe(
  v.object({ type: SocialTypeSchema, url: HttpUrlSchema }),
  v.forward(
    v.check(
      (input) => socialLinkProblem(input.type, input.url) === null,
      (issue) => {
        const input = issue.input as { type: SocialType; url: string };
        return socialLinkProblem(input.type, input.url) ?? '';
      },
    ),
    ['url'],
  ),
);
export type Social = v.InferOutput<typeof SocialSchema>;

/**
 * A link as a backend answers it. A real backend may know networks this
 * client does not (shown as «Неизвестно», a plain link) and may hold an
 * address that is not http(s) (shown as text, to be corrected in the form):
 * neither is a reason to refuse the whole user.
 */
export const UserSocialSchema = v.object({ type: v.pipe(v.string(), v.nonEmpty()), url: v.string() });
export type UserSocial = v.InferOutput<typeof UserSocialSchema>;

/** The links the client can show; an entry without a network or an address is left out. */
const UserSocialsSchema = v.pipe(
  v.nullish(v.array(v.unknown()), []),
  v.transform((items): UserSocial[] =>
    items.flatMap((item) => {
      const parsed = v.safeParse(UserSocialSchema, item);
      return parsed.success ? [parsed.output] : [];
    }),
  ),
);

/**
 * The user record. It fails — and the person is a guest — only without what
 * the cabinet cannot work without (id, name, email); what a real backend adds
 * is dropped (`v.object` keeps the known keys), what it leaves out is empty —
 * but for `email_verified_at`, where «not said» (undefined) is not «not
 * confirmed» (null): only null makes the cabinet ask for the link.
 */
export const UserSchema = v.object({
  id: IdSchema,
  name: v.string(),
  email: v.string(),
  email_verified_at: v.optional(v.nullable(TimestampSchema)),
  avatar_url: v.nullish(v.string(), null),
  phone: v.nullish(v.string(), null),
  about: v.nullish(v.string(), null),
  socials: UserSocialsSchema,
  created_at: v.nullish(TimestampSchema, null),
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
        safeText(),
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
  name: v.optional(requiredLine(255)),
  email: v.optional(EmailSchema),
  phone: v.optional(
    v.nullable(
      v.pipe(
        v.string(),
        v.trim(),
        oneLine(),
        v.maxLength(32),
        v.regex(/^$|^\+?[\d\s()-]{5,31}$/, 'Неверный формат телефона'),
        v.transform((input) => (input === '' ? null : input)),
      ),
    ),
  ),
  about: clearableText(2000),
  socials: v.optional(v.pipe(v.array(SocialSchema), v.maxLength(SOCIAL_TYPES.length * 2))),
  avatar_url: v.optional(v.nullable(v.pipe(v.string(), v.trim(), oneLine(), v.maxLength(2048), v.url()))),
});
export type UserUpdateBodyInput = v.InferInput<typeof UserUpdateBodySchema>;
export type UserUpdateBody = v.InferOutput<typeof UserUpdateBodySchema>;
