/**
 * The example Laravel app (examples/laravel) as a child process, like
 * api-process.ts does for the reference API: a fresh SQLite database
 * (migrated and seeded) and storage folder under `dataDir`, served by
 * `php -S` on the API's port (8000 + offset), so the builds' `config.json`
 * needs no change.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { lookup } from 'node:dns/promises';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { apiPort, frontendOrigins, host, root } from '@cabinet/serving/apps';

const laravelDir = path.join(root, 'examples/laravel');
const apiUrl = `http://localhost:${apiPort}`;

/** Why this machine cannot run the Laravel app, or null when it can. */
export function laravelMissing(): string | null {
  const probe = spawnSync(
    'php',
    ['-r', 'exit(extension_loaded("pdo_sqlite") ? (stream_resolve_include_path("Illuminate/autoload.php") ? 0 : 3) : 2);'],
    { encoding: 'utf8' },
  );
  if (probe.error) return 'нет PHP (php не найден в PATH)';
  if (probe.status === 2) return 'у PHP нет pdo_sqlite (apt-get install php8.2-sqlite3)';
  if (probe.status === 3) return 'нет Laravel (apt-get install php-laravel-framework)';
  return probe.status === 0 ? null : `php завершился с кодом ${probe.status}`;
}

interface DataPaths {
  storage: string;
  database: string;
}

function laravelEnv(paths: DataPaths): NodeJS.ProcessEnv {
  const hosts = frontendOrigins.map((origin) => new URL(origin).host);
  return {
    ...process.env,
    APP_ENV: 'local',
    APP_DEBUG: 'false',
    APP_KEY: `base64:${randomBytes(32).toString('base64')}`,
    APP_URL: apiUrl,
    APP_STORAGE: paths.storage,
    DB_DATABASE: paths.database,
    FRONTEND_URL: `http://localhost:${host.port}`,
    SANCTUM_STATEFUL_DOMAINS: hosts.join(','),
    CORS_ALLOWED_ORIGINS: frontendOrigins.join(','),
    LOG_CHANNEL: 'stderr',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
  };
}

/** Laravel's storage folders and an empty SQLite file, then `migrate:fresh --seed`. */
function prepareData(paths: DataPaths, env: NodeJS.ProcessEnv): void {
  for (const dir of ['app/public', 'framework/cache/data', 'framework/sessions', 'framework/views', 'logs']) {
    mkdirSync(path.join(paths.storage, dir), { recursive: true });
  }
  rmSync(paths.database, { force: true });
  writeFileSync(paths.database, '');
  const migrate = spawnSync('php', ['artisan', 'migrate:fresh', '--seed', '--force', '--no-interaction'], {
    cwd: laravelDir,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (migrate.status !== 0) throw new Error(`php artisan migrate:fresh --seed не удался (код ${migrate.status})`);
}

/** `php -S` on every address `localhost` resolves to (127.0.0.1, and ::1 where it exists). */
async function servePhp(env: NodeJS.ProcessEnv): Promise<ChildProcess[]> {
  const addresses = await lookup('localhost', { all: true });
  return addresses.map(({ address, family }) => {
    const bind = family === 6 ? `[${address}]:${apiPort}` : `${address}:${apiPort}`;
    // -q: no access log, only PHP's and Laravel's own lines (LOG_CHANNEL=stderr).
    const child = spawn('php', ['-q', '-S', bind, 'server.php'], {
      cwd: laravelDir,
      // Several workers: the app sends requests in parallel.
      env: { ...env, PHP_CLI_SERVER_WORKERS: process.env.PHP_CLI_SERVER_WORKERS ?? '4' },
      // Its own process group: the master does not stop its workers, so
      // stopping means signalling the whole group (stopGroup).
      detached: true,
      // Piped, not inherited: a php left behind must not hold this process's
      // stderr (a test runner waits for it to close).
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    child.stderr?.pipe(process.stderr);
    return child;
  });
}

async function waitForLaravel(children: ChildProcess[], timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const exited = children.find((child) => child.exitCode !== null);
    if (exited) throw new Error(`php -S завершился с кодом ${exited.exitCode}`);
    try {
      const response = await fetch(`${apiUrl}/sanctum/csrf-cookie`, { headers: { Accept: 'application/json' } });
      if (response.status === 204) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Laravel не ответил по адресу ${apiUrl} за ${timeoutMs} мс`);
}

function stopGroup(child: ChildProcess): void {
  if (child.pid === undefined || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
}

interface LaravelProcess {
  url: string;
  children: ChildProcess[];
  /** Seconds the migrations, the seed and the start took. */
  startSeconds: number;
  stop(): void;
}

/** Migrates and seeds a fresh database under `dataDir`, then serves the app. */
export async function startLaravel(dataDir: string): Promise<LaravelProcess> {
  const missing = laravelMissing();
  if (missing) throw new Error(`Не удаётся запустить бэкенд на Laravel: ${missing}`);
  const paths: DataPaths = { storage: path.join(dataDir, 'storage'), database: path.join(dataDir, 'database.sqlite') };
  const env = laravelEnv(paths);
  const started = performance.now();
  prepareData(paths, env);
  const children = await servePhp(env);
  const stop = () => children.forEach(stopGroup);
  // Never leave php -S behind when this process ends, however it ends.
  process.once('exit', stop);
  try {
    await waitForLaravel(children);
  } catch (error) {
    stop();
    throw error;
  }
  return { url: apiUrl, children, startSeconds: (performance.now() - started) / 1000, stop };
}
