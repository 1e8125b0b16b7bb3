import type { FastifyPluginAsync } from 'fastify';
import multipart from '../../plugins/external/multipart.ts';
import { currentUser } from '../../plugins/app/auth.ts';
import { userResource } from '../../resources/user-resource.ts';
import { sendMessageRoute } from './send-message.ts';
import { updateProfileRoute } from './update-profile.ts';
import { uploadImageRoute } from './upload-image.ts';

/** The signed-in user: identity, profile, operator messages, image upload. */
const userRoutes: FastifyPluginAsync = async (fastify) => {
  await fastify.register(multipart);
  fastify.addHook('onRequest', fastify.authenticate);

  fastify.get('/user', async (request) => ({ data: userResource(currentUser(request)) }));

  updateProfileRoute(fastify);
  sendMessageRoute(fastify);
  uploadImageRoute(fastify);
};

export default userRoutes;
