import type { FastifyInstance } from 'fastify';
import { UserUpdateBodySchema } from '@cabinet/runtime/contract';
import { assertImage, checkImageHead } from '../../lib/check-image.ts';
import { fieldError, HttpError } from '../../lib/http-error.ts';
import { isRecord, parseJsonField } from '../../lib/json.ts';
import { putRoute } from '../../lib/method-override.ts';
import type { RequestInput } from '../../lib/read-body.ts';
import { MB, type FormRules } from '../../lib/read-form.ts';
import { validate } from '../../lib/validate.ts';
import { currentUser } from '../../plugins/app/auth.ts';
import type { UserChanges, UserRow } from '../../repositories/users.ts';
import { emailChangeMail } from '../../mail/templates.ts';
import { userResource } from '../../resources/user-resource.ts';
import { enforce, spend } from '../../lib/throttle.ts';
import { sendVerification, verificationThrottles } from '../auth/send-verification.ts';
import { imageThrottle } from './image-throttle.ts';

/**
 * The profile form: its fields (socials as one JSON field or as
 * `socials[0][type]`…), `_method`, and at most one `avatar` image.
 */
const PROFILE_FORM: FormRules = {
  fields: /^(?:_method|name|email|phone|about|avatar_url|socials|socials\[\d{1,2}\]\[(?:type|url)\])$/,
  maxFields: 50,
  maxFieldBytes: 64 * 1024,
  files: /^avatar$/,
  maxFiles: 1,
  maxBytes: 6 * MB,
  checkHead: checkImageHead,
};

/** Multipart forms may send `socials` as one JSON string instead of `socials[0][type]` fields. */
function normalise(input: RequestInput): unknown {
  if (!input.multipart || !isRecord(input.fields) || typeof input.fields.socials !== 'string') return input.fields;
  return { ...input.fields, socials: parseJsonField('socials', input.fields.socials) };
}

/** The photo a profile no longer shows goes: a replaced or removed avatar is deleted, file and row. */
async function discardReplacedAvatar(fastify: FastifyInstance, before: UserRow, after: UserRow): Promise<void> {
  if (!before.avatar_url || before.avatar_url === after.avatar_url) return;
  const previous = fastify.uploads.ownedBy(before.id, before.avatar_url);
  if (previous) await fastify.uploads.discard([previous.fileName]);
}

/**
 * `PUT /user/update` (JSON, or multipart POST with `_method=PUT`, which may
 * carry the avatar as the file part `avatar`). Only given fields change. A new
 * e-mail must be confirmed again: it is marked unverified and a link is mailed.
 */
export function updateProfileRoute(fastify: FastifyInstance): void {
  putRoute(fastify, '/user/update', PROFILE_FORM, async (request, _reply, input) => {
    const user = currentUser(request);
    const body = validate(UserUpdateBodySchema, normalise(input));
    const avatar = input.files.find((file) => file.field === 'avatar');
    if (avatar) spend(fastify.rateLimiter, 'avatar', [imageThrottle(fastify, user.id)]);
    if (avatar) assertImage('avatar', avatar);

    const newEmail = body.email !== undefined && body.email.toLowerCase() !== user.email.toLowerCase() ? body.email : null;
    if (newEmail) {
      // Counted before the address is looked up: a «taken» answer is an attempt, so the form cannot probe for accounts.
      spend(fastify.rateLimiter, 'email', [
        { key: `email-change|${user.id}`, limit: fastify.config.throttles.emailChange, message: 'Слишком много попыток сменить email.' },
      ]);
      if (fastify.users.isEmailTaken(newEmail, user.id)) throw fieldError('email', 'Этот email уже занят');
      // A new e-mail gets a verification letter: refused before anything changes when letters are spent.
      enforce(fastify.rateLimiter, 'email', verificationThrottles(fastify, request, newEmail));
    }
    const ownAvatar = body.avatar_url && !avatar ? fastify.uploads.ownedBy(user.id, body.avatar_url) : null;
    if (body.avatar_url && !avatar && !ownAvatar) {
      throw fieldError('avatar_url', 'Выберите изображение, загруженное через форму профиля');
    }
    // Stored as this server writes the URL, not as the client spelled it.
    let avatarUrl = ownAvatar ? fastify.uploads.url(ownAvatar.fileName) : body.avatar_url;
    if (avatar?.mime) {
      const stored = await fastify.uploads.save(user.id, avatar, avatar.mime, avatar.filename, 'public');
      avatarUrl = fastify.uploads.url(stored.fileName);
    }

    const changes: UserChanges = {
      name: body.name,
      email: body.email,
      phone: body.phone,
      about: body.about,
      socials: body.socials === undefined ? undefined : JSON.stringify(body.socials),
      avatar_url: avatarUrl,
      email_verified_at: newEmail ? null : undefined,
    };
    let updated;
    try {
      updated = fastify.users.update(user.id, changes, fastify.now().toISOString());
    } catch (error) {
      if (error instanceof Error && 'code' in error && error.code === 'SQLITE_CONSTRAINT_UNIQUE') {
        throw fieldError('email', 'Этот email уже занят');
      }
      throw error;
    }
    if (!updated) throw new HttpError(404, { message: 'Пользователь не найден' });
    await discardReplacedAvatar(fastify, user, updated);
    if (newEmail) sendVerification(fastify, request, updated, (to, name, link) => emailChangeMail(to, name, link, user.email));
    return { data: userResource(updated) };
  });
}
