import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { SECURITY_HEADERS } from '../plugins/app/security-headers.ts';
import { redactUrl } from './redact-url.ts';

/**
 * Errors that Fastify and Node's HTTP parser answer before any hook or route
 * runs — so neither the error handler nor the security-header hook sees
 * them. Both answer here with the API's one shape, `{message}` in Russian.
 */
const FRAMEWORK_MESSAGES: Readonly<Record<string, readonly [status: number, message: string]>> = {
  FST_ERR_BAD_URL: [400, 'Некорректный адрес запроса: ошибка в URL-кодировании'],
  FST_ERR_MAX_PARAM_LENGTH: [414, 'Слишком длинный адрес запроса'],
  FST_ERR_ASYNC_CONSTRAINT: [500, 'Ошибка сервера'],
};

/** Fastify's `frameworkErrors`: a bad URL or an over-long parameter, found while routing. */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const [status, message] = FRAMEWORK_MESSAGES[error.code] ?? [400, 'Некорректный запрос'];
  // Fastify's message for a bad URL quotes the URL: redacted there too.
  const url = redactUrl(request.url);
  request.log.info({ code: error.code, url }, error.message.replaceAll(request.url, url));
  void reply.code(status).headers(SECURITY_HEADERS).send({ message });
}

interface ClientError extends Error {
  code?: string;
}

function clientErrorAnswer(code: string | undefined): readonly [number, string] {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return [408, 'Истекло время ожидания запроса'];
  if (code === 'HPE_HEADER_OVERFLOW') return [431, 'Слишком большие заголовки запроса'];
  return [400, 'Некорректный HTTP-запрос'];
}

/**
 * Fastify's `clientErrorHandler`: the HTTP parser failed (not HTTP, headers
 * over 16 KB) or the client was too slow (headers or body timeout). Answered
 * on the raw socket, which is then closed.
 */
export function clientErrorHandler(error: ClientError, socket: Socket): void {
  // A reset connection has no one to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] = clientErrorAnswer(error.code);
  const body = JSON.stringify({ message });
  const headers = Object.entries({
    ...SECURITY_HEADERS,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
  }).map(([name, value]) => `${name}: ${value}\r\n`);
  if (socket.writable) socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n${headers.join('')}\r\n${body}`);
  socket.destroy(error);
}
