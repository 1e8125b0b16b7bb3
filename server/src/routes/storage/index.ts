import fs from 'node:fs/promises';
import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../lib/http-error.ts';
import { UPLOADS_PATH } from '../../plugins/app/uploads.ts';

/** Sandbox for SVG: no script, no plugins, no navigation — only inline styles render. */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/**
 * Serves uploaded files with the type recorded at upload (decided from the
 * bytes) and `nosniff`, so a browser never reinterprets them. Images open
 * inline; anything else (poll attachments) downloads.
 */
const storageRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.get<{ Params: { file: string } }>(`${UPLOADS_PATH}/:file`, async (request, reply) => {
    const upload = fastify.uploads.find(request.params.file);
    if (!upload) throw notFound('Файл не найден');
    let data: Buffer;
    try {
      data = await fs.readFile(fastify.uploads.filePath(upload.fileName));
    } catch {
      throw notFound('Файл не найден');
    }
    reply
      .header('Content-Type', upload.mime)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('Cross-Origin-Resource-Policy', 'cross-origin');
    if (upload.mime === 'image/svg+xml') reply.header('Content-Security-Policy', SVG_POLICY);
    if (!upload.mime.startsWith('image/')) {
      reply.header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(upload.originalName)}`);
    }
    return reply.send(data);
  });
};

export default storageRoutes;
