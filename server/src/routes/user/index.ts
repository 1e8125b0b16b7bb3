import type { FastifyPluginAsync } from 'fastify';
import multipart from '../../plugins/external/multipart.ts';
import { currentUser } from '../../plugins/app/auth.ts';
import { userResource } from '../../resources/user-resource.ts';
import { sendMessageRoute } from './send-message.ts';
import { updateProfileRoute } from './update-profile.ts';
import { uploadImageRoute } from './upload-image.ts';

/**
 * The signed-in user: identity, profile, operator messages, image upload.
 * The profile stays open while a new address awaits confirmation (it is
 * where a mistyped one is corrected); a message to the operators carries the
 * address, so it waits for the confirmation.
 */
const userRoutes: FastifyPluginAsync = async (fastify) => {
  await fastify.register(multipart);
  fastify.addHook('onRequest', fastify.authenticate);

  fastify.get('/user', async (request) => ({ data: userResource(currentUser(request)) }));

  updateProfileRoute(fastify);
  uploadImageRoute(fastify);
  await fastify.register(async (verified) => {
    verified.addHook('onRequest', fastify.requireVerifiedEmail);
    sendMessageRoute(verified);
  });
};

export default userRoutes;
