import http from 'node:http';
import { buildApp, httpServerOptions } from './app.ts';
import { clientErrorHandler } from './lib/framework-errors.ts';
import { listeningPort, optionsFromEnv } from './options.ts';

/**
 * Starts the Cabinet API. With the default host `localhost` it answers on both
 * 127.0.0.1 and ::1: browsers may resolve `localhost` to either, while
 * /etc/hosts on some machines maps it to IPv4 only (then Fastify alone would
 * bind 127.0.0.1 and a client trying ::1 first would fail).
 */
const options = optionsFromEnv();
const app = await buildApp(options);
const port = listeningPort();
const host = process.env.HOST ?? 'localhost';
const extraServers: http.Server[] = [];

/** The same app on ::1 through Fastify's request handler, with the same timeouts; skipped where IPv6 is off. */
function listenOnIpv6Loopback(): Promise<void> {
  const server = http.createServer(httpServerOptions(options), (request, response) => app.routing(request, response));
  server.on('clientError', clientErrorHandler);
  return new Promise((resolve) => {
    server.once('error', (error) => {
      app.log.warn({ err: error }, 'not listening on [::1]');
      resolve();
    });
    server.listen(port, '::1', () => {
      extraServers.push(server);
      app.log.info(`Server listening at http://[::1]:${port}`);
      resolve();
    });
  });
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info(`${signal}: closing`);
    for (const server of extraServers) server.close();
    void app.close().then(() => process.exit(0));
  });
}

try {
  if (host === 'localhost') {
    await app.listen({ port, host: '127.0.0.1' });
    await listenOnIpv6Loopback();
  } else {
    await app.listen({ port, host });
  }
  app.log.info(`Cabinet API on http://${host}:${port} (data: ${options.dataDir}, dev endpoints: ${options.devEndpoints ? 'on' : 'off'})`);
} catch (error) {
  app.log.error(error);
  process.exit(1);
}
