import cors from '@fastify/cors';
import fp from 'fastify-plugin';

export interface CorsOptions {
  allowedOrigins: string[];
}

/**
 * CORS for the frontends (host and remotes) with credentials: cookies must
 * flow, so origins are an explicit list, never `*`.
 */
export default fp<CorsOptions>(
  async (fastify, options) => {
    await fastify.register(cors, {
      origin: options.allowedOrigins,
      credentials: true,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      allowedHeaders: ['Accept', 'Authorization', 'Content-Type', 'X-Requested-With', 'X-XSRF-TOKEN'],
      exposedHeaders: ['Retry-After'],
      maxAge: 600,
      // An OPTIONS without Origin is no preflight: the default answers a plain-text English 400.
      strictPreflight: false,
    });
  },
  { name: 'cors' },
);
