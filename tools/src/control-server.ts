/**
 * Test-only control of the Node static servers (`CABINET_CONTROL_PORT`, set
 * by the e2e suites): `POST /apps/<name>/{stop,start,fail,heal}` really stops,
 * starts, breaks and heals a remote's server or the renderer, for the fault
 * matrix; `PUT /config` deploys a config.json with a test's settings (the
 * auth mode, the redirects) over the host's own, `DELETE /config` puts the
 * host's own back — the way a deployer changes them, so that every server
 * that reads the config (the renderer too) sees the same.
 */
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { registryJson } from '@cabinet/runtime/registry';
import type { RunningApps } from '@cabinet/serving/static-server';

/** Written whole and renamed into place: a document being served never reads half a config. */
async function deployConfig(file: string, text: string): Promise<void> {
  await writeFile(`${file}.control.tmp`, text);
  await rename(`${file}.control.tmp`, file);
}

export async function serveControl(running: RunningApps, port: number, hostRoot: string): Promise<FastifyInstance> {
  const configFile = path.join(hostRoot, 'config.json');
  const own = await readFile(configFile, 'utf8');
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
  control.put<{ Body: Record<string, unknown> }>('/config', async (request) => {
    // Written as a deployer must write it: a server may include it into app.html as it stands (nginx's SSI).
    await deployConfig(configFile, registryJson({ ...(JSON.parse(own) as Record<string, unknown>), ...request.body }));
    return { ok: true };
  });
  control.delete('/config', async () => {
    await deployConfig(configFile, own);
    return { ok: true };
  });
  await control.listen({ port, host: '127.0.0.1' });
  return control;
}
