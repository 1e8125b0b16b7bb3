/**
 * Serves one remote's standalone page, built for production
 * (`remotes/<name>/dist-standalone`), on the remote's port, with every path
 * falling back to its page — for the remote's CI smoke test
 * (e2e/remote-smoke). `node --import tsx serving/src/standalone-server.ts <name>`
 */
import path from 'node:path';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import { remoteNamed } from './apps.ts';
import { errorBody } from './error-bodies.ts';
import { decodedPath, isRefusedPath } from './static-rules.ts';

const app = remoteNamed(process.argv[2] ?? '');

const server = Fastify({ logger: false });
server.addHook('onRequest', async (request, reply) => {
  const decoded = decodedPath(request.url);
  if (decoded === null || isRefusedPath(decoded)) return reply.code(404).send(errorBody(404));
  return undefined;
});
await server.register(fastifyStatic, { root: path.join(app.dir, 'dist-standalone'), index: ['index.html'], dotfiles: 'ignore' });
server.setNotFoundHandler((_request, reply) => reply.type('text/html').sendFile('index.html'));
await server.listen({ port: app.port, host: 'localhost' });
console.log(`${app.name}, отдельная страница: http://localhost:${app.port}/cabinet/${app.name}`);
