import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { describe, expect, it } from 'vitest';
import { cabinetApp } from '../app.ts';
import { resolveOptions } from '../options.ts';
import { signedInAuthRoutes } from '../routes/auth/index.ts';
import eventRoutes from '../routes/events/index.ts';
import notificationRoutes from '../routes/notifications/index.ts';
import pollRoutes from '../routes/polls/index.ts';
import userRoutes from '../routes/user/index.ts';
import { signedIn, testOptions } from '../testing/test-app.ts';

const SECTION_PLUGINS: Record<string, FastifyPluginAsync> = {
  events: eventRoutes,
  notifications: notificationRoutes,
  polls: pollRoutes,
};

const SIGNED_IN_PLUGINS: Record<string, FastifyPluginAsync> = {
  auth: signedInAuthRoutes,
  user: userRoutes,
  ...SECTION_PLUGINS,
};

/**
 * The app with a probe route added to a route plugin: the plugin's body runs
 * in the probe's scope, so its hooks cover the probe as they cover its own
 * routes. The route itself says nothing about who may call it.
 */
async function withProbe(name: string, plugin: FastifyPluginAsync): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await app.register(fp(cabinetApp, { name: 'cabinet' }), resolveOptions(testOptions()));
  await app.register(
    async (scope) => {
      await plugin(scope, {});
      scope.get('/probe', async () => ({ reached: true }));
    },
    { prefix: `/probe/${name}` },
  );
  await app.ready();
  return app;
}

describe('sign-in is required the one way: a plugin-wide hook of each signed-in plugin', () => {
  it.each(Object.entries(SIGNED_IN_PLUGINS))('a route added to the %s plugin answers a guest 401', async (name, plugin) => {
    const app = await withProbe(name, plugin);
    try {
      const response = await app.inject({ method: 'GET', url: `/probe/${name}/probe` });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Unauthenticated.' });
    } finally {
      await app.close();
    }
  });

  it.each(Object.entries(SECTION_PLUGINS))('a route added to the %s plugin answers 403 while a new address awaits confirmation', async (name, plugin) => {
    const app = await withProbe(name, plugin);
    try {
      const client = await signedIn(app);
      expect((await client.get(`/probe/${name}/probe`)).statusCode).toBe(200);
      await client.put('/api/cabinet/user/update', { email: 'anna.new@example.com' });
      expect((await client.get(`/probe/${name}/probe`)).statusCode).toBe(403);
    } finally {
      await app.close();
    }
  });
});
