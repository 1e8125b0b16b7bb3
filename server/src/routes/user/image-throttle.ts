import type { FastifyInstance } from 'fastify';
import type { Throttle } from '../../lib/throttle.ts';

/** Images a user may send, uploads and profile photos together: each is a file kept on disk. */
export function imageThrottle(fastify: FastifyInstance, userId: number): Throttle {
  return { key: `images|${userId}`, limit: fastify.config.throttles.images, message: 'Слишком много загруженных изображений.' };
}
