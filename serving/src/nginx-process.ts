/**
 * nginx as the product's static server, started like any child process: the
 * configuration of a site (nginx-config.ts) written into a temporary folder,
 * nginx in the foreground on the site's ports. `npm run start:nginx`, the
 * e2e smoke set against nginx and the serving table test use it.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { nginxConfig, type NginxSite } from './nginx-config.ts';

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
  return nginxBinary() ? null : 'nginx не установлен';
}

interface NginxProcess {
  child: ChildProcess;
  /** The generated configuration, for people and tests. */
  configFile: string;
  stop(): Promise<void>;
}

/** Resolves once the host answers, or rejects with nginx's own words when it exits first. */
async function waitUntilServing(child: ChildProcess, url: string, errorLog: string): Promise<void> {
  let exited: number | null = null;
  child.once('exit', (code) => {
    exited = code ?? 1;
  });
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (exited !== null) {
      const log = await readFile(errorLog, 'utf8').catch(() => '');
      throw new Error(`nginx остановился (код ${exited}):\n${log.trim()}`);
    }
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx не ответил по адресу ${url}`);
}

/**
 * Starts nginx from a temporary prefix, serving the site `site` makes for
 * it — which may put files of its own there first (a config.json on this
 * run's ports, named as the site's `configFile`).
 */
async function startNginx(site: (prefix: string) => Promise<NginxSite>): Promise<NginxProcess> {
  const binary = nginxBinary();
  if (!binary) throw new Error(`nginx не установлен (${INSTALL_HINT})`);
  const prefix = await mkdtemp(path.join(tmpdir(), 'cabinet-nginx-'));
  await mkdir(path.join(prefix, 'tmp'), { recursive: true });
  const served = await site(prefix);
  // As root, nginx would hand its workers to `nobody`, who cannot read a private temporary store.
  const text = nginxConfig(served, { prefix, ...(userInfo().uid === 0 ? { user: 'root' } : {}) });
  const file = path.join(prefix, 'nginx.conf');
  await writeFile(file, text);
  const errorLog = path.join(prefix, 'error.log');
  const child = spawn(binary, ['-p', prefix, '-c', file, '-e', errorLog, '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'] });
  try {
    await waitUntilServing(child, `http://localhost:${served.host.port}/config.json`, errorLog);
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

export { INSTALL_HINT, nginxMissing, startNginx };
export type { NginxProcess };
