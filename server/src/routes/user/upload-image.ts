import type { FastifyInstance } from 'fastify';
import { assertImage, checkImageHead } from '../../lib/check-image.ts';
import { fieldError } from '../../lib/http-error.ts';
import { readBody } from '../../lib/read-body.ts';
import { MB, type FormRules } from '../../lib/read-form.ts';
import { spend } from '../../lib/throttle.ts';
import { currentUser } from '../../plugins/app/auth.ts';
import { imageThrottle } from './image-throttle.ts';

/** One image, nothing else: its type checked from its first bytes, its size as it streams to disk. */
const IMAGE_FORM: FormRules = {
  fields: /^$/,
  maxFields: 0,
  maxFieldBytes: 1024,
  files: /^image$/,
  maxFiles: 1,
  maxBytes: 6 * MB,
  checkHead: checkImageHead,
};

/**
 * `POST /user/upload-image` (multipart field `image`) → `{data: {url}}`. The
 * type comes from the bytes; the file is kept under the data folder and
 * served from `/storage/uploads/…` — until it is swept, if no profile uses
 * it within a day (ORPHAN_GRACE_MS). Images per user are throttled.
 */
export function uploadImageRoute(fastify: FastifyInstance): void {
  fastify.post('/user/upload-image', async (request) => {
    const user = currentUser(request);
    // Refused before a byte of the file is read.
    spend(fastify.rateLimiter, 'image', [imageThrottle(fastify, user.id)]);
    const { files } = await readBody(request, IMAGE_FORM);
    const image = files.find((file) => file.field === 'image');
    if (!image?.mime) throw fieldError('image', 'Выберите файл изображения');
    assertImage('image', image);
    const stored = await fastify.uploads.save(user.id, image, image.mime, image.filename, 'public');
    return { data: { url: fastify.uploads.url(stored.fileName) } };
  });
}
