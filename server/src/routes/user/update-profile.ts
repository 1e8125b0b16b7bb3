import type { FastifyInstance } from 'fastify';
import { UserUpdateBodySchema } from '@cabinet/runtime/contract';
import { checkImage } from '../../lib/check-image.ts';
import { fieldError, HttpError } from '../../lib/http-error.ts';
import { isRecord } from '../../lib/json.ts';
import { putRoute } from '../../lib/method-override.ts';
import type { RequestInput } from '../../lib/read-body.ts';
import { validate } from '../../lib/validate.ts';
import { currentUser } from '../../plugins/app/auth.ts';
import type { UserChanges } from '../../repositories/users.ts';
import { userResource } from '../../resources/user-resource.ts';
import { sendVerification } from '../auth/send-verification.ts';

/** Multipart forms may send `socials` as one JSON string instead of `socials[0][type]` fields. */
function normalise(input: RequestInput): unknown {
  if (!input.multipart || !isRecord(input.fields) || typeof input.fields.socials !== 'string') return input.fields;
  try {
    return { ...input.fields, socials: JSON.parse(input.fields.socials) };
  } catch {
    throw fieldError('socials', 'Неверный формат JSON');
  }
}

/**
 * `PUT /user/update` (JSON, or multipart POST with `_method=PUT`, which may
 * carry the avatar as the file part `avatar`). Only given fields change. A new
 * e-mail must be confirmed again: it is marked unverified and a link is mailed.
 */
export function updateProfileRoute(fastify: FastifyInstance): void {
  putRoute(fastify, '/user/update', async (request, _reply, input) => {
    const user = currentUser(request);
    const body = validate(UserUpdateBodySchema, normalise(input));
    const avatar = input.files.find((file) => file.field === 'avatar');

    if (body.email !== undefined && fastify.users.isEmailTaken(body.email, user.id)) {
      throw fieldError('email', 'Этот email уже занят');
    }
    if (body.avatar_url && !avatar && !fastify.uploads.ownedBy(user.id, body.avatar_url)) {
      throw fieldError('avatar_url', 'Выберите изображение, загруженное через форму профиля');
    }
    let avatarUrl = body.avatar_url;
    if (avatar) {
      const checked = await checkImage(avatar);
      if ('error' in checked) throw fieldError('avatar', checked.error);
      const stored = await fastify.uploads.save(user.id, avatar.data, checked.mime, avatar.filename);
      avatarUrl = fastify.uploads.url(request, stored.fileName);
    }

    const emailChanged = body.email !== undefined && body.email.toLowerCase() !== user.email.toLowerCase();
    const changes: UserChanges = {
      name: body.name,
      email: body.email,
      phone: body.phone,
      about: body.about,
      socials: body.socials === undefined ? undefined : JSON.stringify(body.socials),
      avatar_url: avatarUrl,
      email_verified_at: emailChanged ? null : undefined,
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
    if (emailChanged) sendVerification(fastify, updated);
    return { data: userResource(updated) };
  });
}
