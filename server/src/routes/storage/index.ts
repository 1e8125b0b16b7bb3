import fs from 'node:fs/promises';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { checkFileLink, type FileLinkQuery } from '../../lib/file-link.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { UPLOADS_PATH, type StoredUpload } from '../../plugins/app/uploads.ts';

/** Sandbox for SVG: no script, no plugins, no navigation — only inline styles render. */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

const LINK_EXPIRED = 'Ссылка на файл устарела: откройте файл заново со страницы опроса';
const LINK_REFUSED = 'Файл доступен только его владельцу: войдите в кабинет и откройте файл со страницы опроса';

/** A private file is read through its owner's signed link only (lib/file-link.ts); 403 otherwise. */
function assertReadable(request: FastifyRequest, upload: StoredUpload): void {
  if (upload.visibility === 'public') return;
  const verdict = checkFileLink(request, upload.fileName, upload.userId, request.query as FileLinkQuery);
  if (verdict === 'expired') throw new HttpError(403, { message: LINK_EXPIRED });
  if (verdict === 'refused') throw new HttpError(403, { message: LINK_REFUSED });
}

/**
 * Serves uploaded files with the type recorded at upload (decided from the
 * bytes) and `nosniff`, so a browser never reinterprets them. Images open
 * inline; anything else (poll attachments) downloads. A profile photo is
 * public and cached for good (a new photo is a new file); a poll's file is
 * its owner's document: kept by no cache, sent to no other site.
 */
const storageRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.get<{ Params: { file: string } }>(`${UPLOADS_PATH}/:file`, async (request, reply) => {
    const upload = fastify.uploads.find(request.params.file);
    if (!upload) throw notFound('Файл не найден');
    assertReadable(request, upload);
    let data: Buffer;
    try {
      data = await fs.readFile(fastify.uploads.filePath(upload.fileName));
    } catch {
      throw notFound('Файл не найден');
    }
    reply.header('Content-Type', upload.mime).header('X-Content-Type-Options', 'nosniff');
    if (upload.visibility === 'public') {
      reply.header('Cache-Control', 'public, max-age=31536000, immutable').header('Cross-Origin-Resource-Policy', 'cross-origin');
    } else {
      // The signed link must not travel on in a Referer from the document, nor stay in a cache after logout.
      reply.header('Cache-Control', 'private, no-store').header('Cross-Origin-Resource-Policy', 'same-origin').header('Referrer-Policy', 'no-referrer');
    }
    if (upload.mime === 'image/svg+xml') reply.header('Content-Security-Policy', SVG_POLICY);
    if (!upload.mime.startsWith('image/')) {
      reply.header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(upload.originalName)}`);
    }
    return reply.send(data);
  });
};

export default storageRoutes;
