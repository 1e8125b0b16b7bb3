import { buildApp } from '../src/app.ts';

/**
 * The app under load, in its own process so autocannon does not share its
 * event loop. Reports the port to the parent over IPC; exits when told to.
 */
const dataDir = process.env.CABINET_DATA_DIR;
if (!dataDir || !process.send) throw new Error('run me through bench.ts');

const app = await buildApp({
  dbPath: `${dataDir}/bench.sqlite`,
  dataDir,
  logger: false,
  devEndpoints: false,
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
if (typeof address !== 'object' || address === null) throw new Error('the bench server has no TCP address');
process.send({ port: address.port });
// 'cpu' → the process's CPU time so far (µs), so the bench can report CPU per
// request, which stays meaningful on a busy machine; anything else stops it.
process.on('message', (message) => {
  if (message === 'cpu') {
    const { user, system } = process.cpuUsage();
    process.send?.({ cpu: user + system });
    return;
  }
  void app.close().then(() => process.exit(0));
});
