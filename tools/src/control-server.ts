/**
 * Test-only control of the Node static servers (`CABINET_CONTROL_PORT`, set
 * by the e2e suite): `POST /apps/<name>/{stop,start,fail,heal}` really stops,
 * starts, breaks and heals a remote's server, for the fault matrix.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import type { RunningApps } from '@cabinet/serving/static-server';

export async function serveControl(running: RunningApps, port: number): Promise<FastifyInstance> {
  const control = Fastify({ logger: false });
  control.post<{ Params: { name: string; action: string } }>('/apps/:name/:action', async (request, reply) => {
    const { name, action } = request.params;
    if (action === 'stop') await running.stop(name);
    else if (action === 'start') await running.start(name);
    else if (action === 'fail') running.setMode(name, 'failing');
    else if (action === 'heal') running.setMode(name, 'up');
    else return reply.code(400).send({ message: `Неизвестное действие ${action}` });
    return { ok: true };
  });
  await control.listen({ port, host: '127.0.0.1' });
  return control;
}
