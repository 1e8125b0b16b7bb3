/**
 * Serves one remote's standalone page, built for production
 * (`remotes/<name>/dist-standalone`), on the remote's port, with every path
 * falling back to its page — for the remote's CI smoke test.
 * `node --import tsx scripts/delivery/serve-standalone.ts <name>`
 */
import path from 'node:path';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import { remotes } from '../apps.ts';
import { decodedPath, isRefusedPath } from '../serving/static-rules.ts';

const name = process.argv[2];
const app = remotes.find((remote) => remote.name === name);
if (!app) throw new Error(`Usage: serve-standalone.ts <remote>; ${name ?? '(none)'} is not a remote of apps.json`);

const server = Fastify({ logger: false });
server.addHook('onRequest', async (request, reply) => {
  const decoded = decodedPath(request.url);
  if (decoded === null || isRefusedPath(decoded)) return reply.code(404).send({ message: 'Файл не найден' });
  return undefined;
});
await server.register(fastifyStatic, { root: path.join(app.dir, 'dist-standalone'), index: ['index.html'], dotfiles: 'ignore' });
server.setNotFoundHandler((_request, reply) => reply.type('text/html').sendFile('index.html'));
await server.listen({ port: app.port, host: 'localhost' });
console.log(`${app.name} standalone page: http://localhost:${app.port}/cabinet/${app.name}`);
