import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';
import { UPLOAD_MAX_BYTES } from '@cabinet/runtime/contract';

/**
 * multipart/form-data for uploads, the profile form and file answers. A file
 * over the limit is truncated rather than thrown, so the route can answer a
 * 422 naming the field ('Файл больше 5 МБ') instead of a bare 413.
 * Registered only by the route plugins that read forms (user, polls): the
 * plugin adds hooks to every request of its context, which the hot read
 * paths (events, notifications) need not pay for.
 */
export default fp(
  async (fastify) => {
    await fastify.register(multipart, {
      throwFileSizeLimit: false,
      limits: {
        fileSize: UPLOAD_MAX_BYTES,
        files: 20,
        fields: 100,
        fieldSize: 1024 * 1024,
        parts: 120,
      },
    });
  },
  { name: 'multipart' },
);
