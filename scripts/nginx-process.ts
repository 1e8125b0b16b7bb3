/**
 * nginx as the product's static server, started like any child process: its
 * configuration generated into a temporary folder (serving/nginx-config.ts),
 * in the foreground, on the apps' ports. `npm run start:nginx` and the e2e
 * smoke set against nginx use it; the reference API stays the Node one.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import type { RemoteRegistry } from '@cabinet/runtime';
import { host, remotes } from './apps.ts';
import { REGISTRY_FILE } from './delivery/store.ts';
import { documentPolicy, documentsHtml, remoteOrigins, servedConfig } from './serving/deployment.ts';
import { nginxConfig, type NginxSite } from './serving/nginx-config.ts';

const INSTALL_HINT = 'apt-get install -y nginx';

/** nginx on the PATH, else where Debian puts it (/usr/sbin is not on every user's PATH). */
function nginxBinary(): string | null {
  for (const candidate of ['nginx', '/usr/sbin/nginx']) {
    if (!spawnSync(candidate, ['-v'], { encoding: 'utf8' }).error) return candidate;
  }
  return null;
}

/** Why nginx cannot run here, or null when it can. */
function nginxMissing(): string | null {
  return nginxBinary() ? null : 'nginx is not installed';
}

interface NginxProcess {
  child: ChildProcess;
  /** The generated configuration, for people and tests. */
  configFile: string;
  stop(): Promise<void>;
}

async function readRegistry(file: string): Promise<RemoteRegistry | null> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as RemoteRegistry;
  } catch {
    return null;
  }
}

/** Resolves once the host answers, or rejects with nginx's own words when it exits first. */
async function waitUntilServing(child: ChildProcess, errorLog: string): Promise<void> {
  const url = `http://localhost:${host.port}/config.json`;
  let exited: number | null = null;
  child.once('exit', (code) => {
    exited = code ?? 1;
  });
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (exited !== null) {
      const log = await readFile(errorLog, 'utf8').catch(() => '');
      throw new Error(`nginx stopped (code ${exited}):\n${log.trim()}`);
    }
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx did not answer at ${url}`);
}

/**
 * The site this checkout serves: the host's build, the folder store's remotes
 * (none for a bucket store) and the policy its config and store call for.
 * `configFile` serves another config.json than the build's.
 */
async function siteOf(
  store: string,
  options: { listen: NginxSite['listen']; hostRoot?: string; configFile?: string; telemetryUrl?: string | null },
): Promise<NginxSite> {
  const hostRoot = options.hostRoot ?? path.join(host.dir, 'dist');
  const folderStore = store.startsWith('s3://') ? null : store;
  const registryFile = folderStore ? path.join(folderStore, REGISTRY_FILE) : null;
  const config = await servedConfig(hostRoot, store, options.telemetryUrl);
  const policy = documentPolicy(config, remoteOrigins(store, registryFile ? await readRegistry(registryFile) : null), await documentsHtml(hostRoot));
  return {
    listen: options.listen,
    host: { port: host.port, root: hostRoot, ...(options.configFile ? { configFile: options.configFile } : {}), registryFile, policy },
    remotes: folderStore ? remotes.map((remote) => ({ name: remote.name, port: remote.port, root: path.join(folderStore, remote.name) })) : [],
  };
}

/** Starts nginx serving the host's build (`hostRoot` as deployed) and the folder store (or only the host, for a bucket store). */
async function startNginx(store: string, telemetryUrl: string | null = null, hostRoot = path.join(host.dir, 'dist')): Promise<NginxProcess> {
  const prefix = await mkdtemp(path.join(tmpdir(), 'cabinet-nginx-'));
  await mkdir(path.join(prefix, 'tmp'), { recursive: true });
  // This run's config.json: on its ports, pointing at a bucket store's registry.
  const configFile = path.join(prefix, 'config.json');
  await writeFile(configFile, JSON.stringify(await servedConfig(hostRoot, store, telemetryUrl), null, 2));
  const site = await siteOf(store, { listen: 'localhost', hostRoot, configFile, telemetryUrl });
  // As root, nginx would hand its workers to `nobody`, who cannot read a private temporary store.
  const text = nginxConfig(site, { prefix, ...(userInfo().uid === 0 ? { user: 'root' } : {}) });
  const file = path.join(prefix, 'nginx.conf');
  await writeFile(file, text);
  const errorLog = path.join(prefix, 'error.log');
  const binary = nginxBinary();
  if (!binary) throw new Error(`nginx is not installed (${INSTALL_HINT})`);
  const child = spawn(binary, ['-p', prefix, '-c', file, '-e', errorLog, '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'] });
  try {
    await waitUntilServing(child, errorLog);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  return {
    child,
    configFile: file,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        // QUIT: nginx finishes the requests in flight, then exits.
        child.kill('SIGQUIT');
        await exited;
      }
      await rm(prefix, { recursive: true, force: true });
    },
  };
}

export { INSTALL_HINT, nginxMissing, siteOf, startNginx };
export type { NginxProcess };
