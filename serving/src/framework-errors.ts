/**
 * Requests Fastify or Node's HTTP parser refuse before any hook runs — an
 * address that cannot be decoded (`GET /%`), a request that is not HTTP —
 * answered as the hooks answer a refusal: 400 with the static servers'
 * `{message}` and headers (a remote's CORS too), as nginx answers them.
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './error-bodies.ts';
import { BASE_HEADERS } from './security-headers.ts';
import { CONTENT_TYPES, NO_CACHE } from './static-rules.ts';

/** Fastify's `frameworkErrors` and `clientErrorHandler` of a server whose every answer carries `extra`. */
function earlyRefusals(extra: Readonly<Record<string, string>>) {
  const headers = { ...BASE_HEADERS, ...extra, 'cache-control': NO_CACHE, 'content-type': CONTENT_TYPES.json };
  const body = JSON.stringify(errorBody(400));
  return {
    /** A URL that cannot be decoded, found while routing. */
    frameworkErrors(_error: Error, _request: FastifyRequest, reply: FastifyReply): void {
      void reply.code(400).headers(headers).send(body);
    },
    /** The HTTP parser failed: answered on the raw socket, which is then closed. */
    clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
      if (error.code === 'ECONNRESET' || socket.destroyed) return;
      const lines = Object.entries({ ...headers, 'content-length': String(Buffer.byteLength(body)), connection: 'close' });
      if (socket.writable) socket.write(`HTTP/1.1 400 ${STATUS_CODES[400]}\r\n${lines.map(([name, value]) => `${name}: ${value}\r\n`).join('')}\r\n${body}`);
      socket.destroy(error);
    },
  };
}

export { earlyRefusals };
