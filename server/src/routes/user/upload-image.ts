import type { FastifyInstance } from 'fastify';
import { checkImage } from '../../lib/check-image.ts';
import { fieldError } from '../../lib/http-error.ts';
import { readBody } from '../../lib/read-body.ts';
import { currentUser } from '../../plugins/app/auth.ts';

/**
 * `POST /user/upload-image` (multipart field `image`) → `{data: {url}}`. The
 * type comes from the bytes; the file is kept under the data folder and
 * served from `/storage/uploads/…`.
 */
export function uploadImageRoute(fastify: FastifyInstance): void {
  fastify.post('/user/upload-image', async (request) => {
    const user = currentUser(request);
    const { files } = await readBody(request);
    const image = files.find((file) => file.field === 'image');
    if (!image) throw fieldError('image', 'Выберите файл изображения');
    const checked = await checkImage(image);
    if ('error' in checked) throw fieldError('image', checked.error);
    const stored = await fastify.uploads.save(user.id, image.data, checked.mime, image.filename);
    return { data: { url: fastify.uploads.url(stored.fileName) } };
  });
}
