import fp from 'fastify-plugin';
import { HttpError } from '../../lib/http-error.ts';
import { isJsonTooDeep, JSON_TOO_DEEP } from '../../lib/json.ts';

/**
 * Fastify's JSON body parser (prototype-poisoning checks kept) behind a depth
 * bound: thousands of nested levels are refused with a Russian 400 before
 * they are parsed, instead of overflowing a recursive step later (a 500).
 */
export default fp(
  async (fastify) => {
    const parseJson = fastify.getDefaultJsonParser('error', 'error');
    fastify.removeContentTypeParser('application/json');
    fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (isJsonTooDeep(text)) return done(new HttpError(400, { message: JSON_TOO_DEEP }), undefined);
      parseJson(request, text, done);
    });
  },
  { name: 'json-body' },
);
