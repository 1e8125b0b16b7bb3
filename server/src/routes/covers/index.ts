import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../lib/http-error.ts';

/** Where the demo events' covers are served; the seed stores paths under it (`seedEvents`). */
export const COVERS_PATH = '/storage/covers';

const coversDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../assets/covers');

/**
 * The demo events' covers (`server/assets/covers`: WebP drawn from the SVG
 * beside each by `npm run make:covers` — raster, as an uploaded photo is, so
 * that a browser decodes them off the page's main thread), as Laravel serves
 * its public disk: read once at start, so a request can only name one of
 * those files; cached for a day; loadable from the front end's origin.
 */
const coverRoutes: FastifyPluginAsync = async (fastify) => {
  const covers = new Map(
    fs
      .readdirSync(coversDir)
      .filter((name) => name.endsWith('.webp'))
      .map((name) => [name, fs.readFileSync(path.join(coversDir, name))]),
  );

  fastify.get<{ Params: { file: string } }>(`${COVERS_PATH}/:file`, async (request, reply) => {
    const cover = covers.get(request.params.file);
    if (!cover) throw notFound('Файл не найден');
    return reply
      .header('Content-Type', 'image/webp')
      .header('Cache-Control', 'public, max-age=86400')
      .header('Cross-Origin-Resource-Policy', 'cross-origin')
      .send(cover);
  });
};

export default coverRoutes;
