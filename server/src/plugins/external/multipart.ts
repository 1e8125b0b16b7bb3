import fs from 'node:fs/promises';
import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { UPLOAD_MAX_BYTES } from '@cabinet/runtime/contract';

/** Removes the temporary files of a request's form; stored ones were moved away already. */
async function removeFormFiles(request: FastifyRequest): Promise<void> {
  const files = request.formFiles;
  if (!files) return;
  request.formFiles = null;
  await Promise.all(files.map((file) => fs.rm(file, { force: true })));
}

/**
 * multipart/form-data for uploads, the profile form and file answers, read
 * by `lib/read-form.ts` with each route's own limits (the ones here are only
 * a backstop). A file over the limit is truncated rather than thrown, so the
 * route can answer a 422 naming the field ('Файл больше 5 МБ').
 * Registered only by the route plugins that read forms (user, polls): the
 * plugin adds hooks to every request of its context, which the hot read
 * paths (events, notifications) need not pay for.
 */
export default fp(
  async (fastify) => {
    await fastify.register(multipart, {
      throwFileSizeLimit: false,
      limits: {
        fileSize: UPLOAD_MAX_BYTES + 1,
        files: 5,
        fields: 50,
        fieldSize: 1024 * 1024,
        parts: 60,
      },
    });
    fastify.decorateRequest('formFiles', null);
    // Answered or abandoned, a request leaves no temporary file behind.
    fastify.addHook('onResponse', removeFormFiles);
    fastify.addHook('onRequestAbort', removeFormFiles);
  },
  { name: 'multipart' },
);
