/**
 * The deploy suite's server (e2e/deploy, issue 29): a first deployment made
 * by the README's «Deploying», step by step and with the commands a
 * deployer types, into an empty bucket and an nginx of its own —
 *
 *   1. `npm run release:all -- --store s3://… --host <host>/provides.json`:
 *      every remote into the new bucket (s3rver), each team under its own prefix
 *      (`<name>/releases.json`, no shared registry);
 *   2. the host's build copied to its server folder, its config.json pointed at
 *      the API and listing the `remotes`, each in its team's folder of the
 *      bucket — the browser composes the registry from their records;
 *   3. `npm run nginx:config -- --root … --store s3://… --out …`, included as
 *      it is by an nginx.conf like Debian's (`user www-data` when run as root);
 *   4. the reference API on its own origin.
 *
 * Without `--no-build`, `npm run build` first. SIGTERM stops all of it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { registryJson } from '@cabinet/runtime/registry';
import { startS3TestServer } from '@cabinet/release/testing/s3-test-server';
import { apiPort, host, portOffset, root } from '@cabinet/serving/apps';
import { configuredRemotes } from '@cabinet/serving/configured-remotes';
import { parseStoreLocation } from '@cabinet/serving/store-location';
import { startApi } from './api-process.ts';

/** e2e/support/urls.ts names the same port. */
const S3_PORT = 3998 + portOffset;
const STORE = 's3://cabinet/prod';

/**
 * Runs `npm run <script> -- <args>` at the repository's root, as a deployer
 * would, and gives its output; throws on failure. Not spawnSync: the bucket
 * answers from this process.
 */
function npmRun(script: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  const child = spawn('npm', ['run', '--silent', script, '--', ...args], { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    process.stdout.write(chunk);
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => (code === 0 ? resolve(output) : reject(new Error(`npm run ${script}: код выхода ${code}`))));
  });
}

/** What to stop, in the order started: undone last first, on SIGTERM and when a step fails. */
const cleanups: (() => Promise<unknown> | void)[] = [];

async function cleanUp(): Promise<void> {
  for (const cleanup of cleanups.splice(0).reverse()) {
    await Promise.resolve()
      .then(cleanup)
      .catch((error: unknown) => console.error(error instanceof Error ? error.message : error));
  }
}

/** The main nginx.conf of a machine, as Debian ships it, with the generated file included. */
function mainConfig(prefix: string, included: string): string {
  const mimeTypes = '/etc/nginx/mime.types';
  return `${userInfo().uid === 0 ? 'user www-data;\n' : ''}worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 256; }
http {
  sendfile on;
  ${existsSync(mimeTypes) ? `include ${mimeTypes};` : ''}
  default_type application/octet-stream;
  access_log off;
  gzip on;
  client_body_temp_path ${prefix}/tmp;
  include ${included};
}
`;
}

async function waitFor(url: string, child: ChildProcess): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx остановился (код ${child.exitCode})`);
    if (await fetch(url).then((response) => response.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function main(): Promise<void> {
  if (!process.argv.includes('--no-build')) await npmRun('build', [], {});
  const s3 = await startS3TestServer({ port: S3_PORT });
  cleanups.push(() => s3.close());
  const publicUrl = `${s3.endpoint}/cabinet/prod`;
  const storeEnv = { ...s3.env, CABINET_STORE_PUBLIC_URL: publicUrl };

  // 1. The store first: each remote's folder holds its team's record, which its section is composed from.
  await npmRun('release:all', ['--store', STORE, '--host', path.join(host.dir, 'dist/provides.json'), '--no-build'], storeEnv);
  // config.json's `remotes` for this bucket: apps.json's, each at `<public address>/<name>` (remoteStoreUrl), as
  // release:all prints them for a deployer to paste.
  const location = parseStoreLocation(STORE);
  if (location.kind !== 'bucket') throw new Error(`${STORE}: ожидался бакет`);
  const remotes = configuredRemotes({ ...location, publicUrl, publicUrlFrom: 'CABINET_STORE_PUBLIC_URL' });

  // 2. The host's folder on the server, readable by nginx's workers.
  const server = await mkdtemp(path.join(tmpdir(), 'cabinet-deploy-'));
  cleanups.push(() => rm(server, { recursive: true, force: true }));
  await chmod(server, 0o755);
  const hostRoot = path.join(server, 'host');
  await cp(path.join(host.dir, 'dist'), hostRoot, { recursive: true });
  const configFile = path.join(hostRoot, 'config.json');
  const config = JSON.parse(await readFile(configFile, 'utf8')) as Record<string, unknown>;
  // nginx's SSI puts config.json into app.html as it stands: written escaped (registryJson), no '<'.
  await writeFile(configFile, registryJson({ ...config, apiBaseUrl: `http://localhost:${apiPort}`, remotes }));

  // 3. The generated file, never edited.
  const prefix = path.join(server, 'nginx');
  await mkdir(path.join(prefix, 'conf.d'), { recursive: true });
  await mkdir(path.join(prefix, 'tmp'));
  const included = path.join(prefix, 'conf.d/cabinet.conf');
  const nginxArgs = ['--root', hostRoot, '--store', STORE, '--listen', 'localhost', '--server-name', 'localhost', '--host-port', String(host.port), '--out', included];
  await npmRun('nginx:config', nginxArgs, storeEnv);
  await writeFile(path.join(prefix, 'nginx.conf'), mainConfig(prefix, included));
  const binary = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
  const nginx = spawn(binary, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-e', path.join(prefix, 'error.log'), '-g', 'daemon off;'], {
    stdio: 'inherit',
  });
  cleanups.push(() => void nginx.kill('SIGQUIT'));

  // 4. The API, on its own origin.
  const running = await startApi();
  cleanups.push(() => running.stop());
  await waitFor(`http://localhost:${host.port}/config.json`, nginx);
  console.log(`Развёрнуто по README: хост http://localhost:${host.port} (nginx), хранилище ${STORE} (${publicUrl}), API ${running.url}`);

  const stop = async () => {
    await cleanUp();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  process.once('SIGINT', () => void stop());
}

main().catch(async (error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  // Whatever started before the step that failed (nginx, the API, the S3 server) stops with it.
  await cleanUp();
  process.exit(1);
});
