import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './http-error.ts';
import { isRecord } from './json.ts';
import { readBody, type FormRules, type RequestInput } from './read-body.ts';

type PutHandler = (request: FastifyRequest, reply: FastifyReply, input: RequestInput) => Promise<unknown>;

/**
 * A PUT route that also accepts Laravel's method spoofing: browsers cannot
 * send multipart PUTs, so the client posts the FormData with `_method=PUT`.
 * Such a POST is served by the same handler; a POST without it answers 405
 * as Laravel's router would. `form` says what a multipart body may hold.
 */
export function putRoute(fastify: FastifyInstance, url: string, form: FormRules, handler: PutHandler): void {
  fastify.put(url, async (request, reply) => handler(request, reply, await readBody(request, form)));
  fastify.post(url, async (request, reply) => {
    const input = await readBody(request, form);
    const spoofed = isRecord(input.fields) ? input.fields._method : undefined;
    if (typeof spoofed !== 'string' || spoofed.toUpperCase() !== 'PUT') {
      throw new HttpError(405, { message: 'Метод POST не поддерживается для этого адреса: используйте PUT.' }, { Allow: 'PUT' });
    }
    return handler(request, reply, input);
  });
}
