/** Runs the reference API (server/) as a child process and waits until it answers. */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { apiPort, frontendOrigins, host, root } from '@cabinet/serving/apps';

interface ApiProcess {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

async function waitForApi(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`API завершился с кодом ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/sanctum/csrf-cookie`);
      if (response.status === 204) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`API не ответил по адресу ${url} за ${timeoutMs} мс`);
}

/** Whether something already answers at `url`: then it is not this API that would, and every check would pass against it. */
async function answers(url: string): Promise<boolean> {
  return fetch(`${url}/sanctum/csrf-cookie`).then(
    async (response) => {
      await response.body?.cancel();
      return true;
    },
    () => false,
  );
}

export async function startApi(env: NodeJS.ProcessEnv = {}): Promise<ApiProcess> {
  const port = Number(env.PORT ?? apiPort);
  const url = `http://localhost:${port}`;
  // The new API cannot listen there and exits, while its readiness check is answered by the other one.
  if (await answers(url)) {
    throw new Error(`Порт ${port} уже занят другим процессом (${url} отвечает): остановите его или задайте другой CABINET_PORT_OFFSET`);
  }
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/src/server.ts')], {
    cwd: path.join(root, 'server'),
    env: {
      ...process.env,
      PORT: String(port),
      CABINET_FRONTEND_ORIGINS: frontendOrigins.join(','),
      CABINET_FRONTEND_URL: `http://localhost:${host.port}`,
      // The demo's dev outbox and helpers (/_dev/*): on for every local run, asked for by name.
      CABINET_DEV_ENDPOINTS: '1',
      ...env,
    },
    stdio: 'inherit',
  });
  // Never leave an orphaned API behind when this process ends, however it ends.
  const killChild = () => child.kill('SIGTERM');
  process.once('exit', killChild);
  await waitForApi(url, child);
  return {
    url,
    child,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
