/**
 * `npm run dev`: the reference API plus a dev server per app (host on 3000,
 * remotes on 3001–3004), rebuilding on change. Ctrl-C stops all of it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { startApi } from './api-process.ts';
import { apps, host, root } from '@cabinet/serving/apps';

const rspackCli = path.join(root, 'node_modules/@rspack/cli/bin/rspack.js');

async function main() {
  const api = await startApi();
  const children: ChildProcess[] = apps.map((app) =>
    spawn(process.execPath, [rspackCli, 'serve', '--mode', 'development'], { cwd: app.dir, stdio: 'inherit' }),
  );
  console.log(`\n  Кабинет (dev): http://localhost:${host.port} — демо-вход demo@example.com / demo-password\n`);
  const stop = async () => {
    for (const child of children) child.kill('SIGTERM');
    await api.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
