import Fastify, { type FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { describe, expect, it } from 'vitest';
import { cabinetApp } from '../app.ts';
import { resolveOptions } from '../options.ts';
import { signedInAuthRoutes } from '../routes/auth/index.ts';
import eventRoutes from '../routes/events/index.ts';
import notificationRoutes from '../routes/notifications/index.ts';
import pollRoutes from '../routes/polls/index.ts';
import userRoutes from '../routes/user/index.ts';
import { testOptions } from '../testing/test-app.ts';

const SIGNED_IN_PLUGINS: Record<string, FastifyPluginAsync> = {
  auth: signedInAuthRoutes,
  user: userRoutes,
  events: eventRoutes,
  notifications: notificationRoutes,
  polls: pollRoutes,
};

describe('sign-in is required the one way: a plugin-wide hook of each signed-in plugin', () => {
  it.each(Object.entries(SIGNED_IN_PLUGINS))('a route added to the %s plugin answers a guest 401 without saying so itself', async (name, plugin) => {
    const app = Fastify({ logger: false });
    await app.register(fp(cabinetApp, { name: 'cabinet' }), resolveOptions(testOptions()));
    // The plugin's body runs in this scope, so its hooks cover the probe route as they cover its own.
    await app.register(
      async (scope) => {
        await plugin(scope, {});
        scope.get('/probe', async () => ({ reached: true }));
      },
      { prefix: `/probe/${name}` },
    );
    await app.ready();
    try {
      const response = await app.inject({ method: 'GET', url: `/probe/${name}/probe` });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Unauthenticated.' });
    } finally {
      await app.close();
    }
  });
});
