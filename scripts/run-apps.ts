/**
 * What `npm start` and `npm run start:laravel` share: the production build
 * (unless `--no-build`), the apps served as a static host would serve them
 * (and the e2e suite's control port when `CABINET_CONTROL_PORT` asks for
 * it), the banner, and one way to stop: Ctrl-C, or the backend dying.
 */
import type { ChildProcess } from 'node:child_process';
import { apps, host, remotes } from './apps.ts';
import { buildAll } from './build.ts';
import { serveApps, serveControl, type ServeOptions } from './serve.ts';

async function buildUnlessSkipped(): Promise<void> {
  if (process.argv.includes('--no-build')) return;
  console.log('Сборка хоста и удалённых модулей…');
  const ms = await buildAll();
  console.log(`Собрано за ${(ms / 1000).toFixed(1)} с`);
}

interface Backend {
  /** Its address (its dev outbox is `/_dev/mail` there). */
  url: string;
  /** Its banner line: `API:             http://localhost:8000`. */
  banner: string;
  /** Its processes, and its name when one of them exits on its own. */
  processes: ChildProcess[];
  name: string;
  stop(): Promise<void> | void;
}

async function serveUntilStopped(backend: Backend, options: ServeOptions = {}): Promise<void> {
  const running = await serveApps(apps, options);
  const controlPort = process.env.CABINET_CONTROL_PORT;
  const control = controlPort ? await serveControl(running, Number(controlPort)) : null;

  console.log(`
  Кабинет запущен: http://localhost:${host.port}
  ${backend.banner}
  Удалённые модули: ${remotes.map((remote) => `${remote.name} :${remote.port}`).join(', ')}
  Демо-вход:       demo@example.com / demo-password
  Письма (dev):    ${backend.url}/_dev/mail
  Остановить:      Ctrl-C
`);

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await Promise.allSettled([running.close(), control?.close(), backend.stop()]);
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
  for (const child of backend.processes) {
    child.once('exit', (code) => {
      if (!stopping) {
        console.error(`${backend.name} stopped unexpectedly (code ${code})`);
        void stop();
      }
    });
  }
}

export { buildUnlessSkipped, serveUntilStopped };
