import { buildApp } from './app.ts';
import { optionsFromEnv } from './options.ts';

/**
 * Starts the Cabinet API. `localhost` resolves to both 127.0.0.1 and ::1, so
 * either address reaches it.
 */
const options = optionsFromEnv();
const app = await buildApp(options);
const port = Number(process.env.PORT ?? 8000);
const host = process.env.HOST ?? 'localhost';

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info(`${signal}: closing`);
    void app.close().then(() => process.exit(0));
  });
}

try {
  await app.listen({ port, host });
  app.log.info(`Cabinet API on http://${host}:${port} (data: ${options.dataDir}, outbox: ${options.outbox ? 'on' : 'off'})`);
} catch (error) {
  app.log.error(error);
  process.exit(1);
}
