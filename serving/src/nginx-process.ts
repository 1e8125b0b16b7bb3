/**
 * nginx as the product's static server, started like any child process: the
 * configuration of a site (nginx-config.ts) written into a temporary folder,
 * nginx in the foreground on the site's ports. `npm run start:nginx`, the
 * e2e smoke set against nginx and the serving table test use it. Started as
 * root, it hands its workers to an unprivileged user (`nginxWorkerUser`),
 * and refuses to start when that user could not read what it serves.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
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
  /** Who the workers run as when nginx was started as root (its `user` line); null otherwise: they run as the user who started it. */
  workerUser: WorkerUser | null;
  stop(): Promise<void>;
}

interface WorkerUser {
  name: string;
  group: string;
  uid: number;
  gid: number;
}

/** `name:x:id:…` lines of /etc/passwd or /etc/group, as name → the fields after the name. */
function accounts(file: string): Map<string, string[]> {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return new Map();
  }
  return new Map(
    text
      .split('\n')
      .filter((line) => line && !line.startsWith('#'))
      .map((line) => {
        const [name = '', ...fields] = line.split(':');
        return [name, fields] as const;
      }),
  );
}

/**
 * Who nginx hands its workers to when it is started as root, never root
 * itself: `www-data` where there is one (Debian's nginx runs so), else
 * `nobody` — each with its own primary group (Debian has `nogroup`, no group
 * `nobody`). Null when nginx is not started as root: it cannot change user,
 * and the workers run as whoever started it.
 */
function nginxWorkerUser(): WorkerUser | null {
  if (userInfo().uid !== 0) return null;
  const users = accounts('/etc/passwd');
  const groups = accounts('/etc/group');
  for (const name of ['www-data', 'nobody']) {
    const [, uid, gid] = users.get(name) ?? [];
    if (uid === undefined || gid === undefined || Number(uid) === 0) continue;
    const group = [...groups].find(([, [, id]]) => id === gid)?.[0];
    if (group) return { name, group, uid: Number(uid), gid: Number(gid) };
  }
  throw new Error('nginx запущен от root, а отдать его рабочие процессы некому: в системе нет пользователя www-data или nobody');
}

/** Whether `worker` may do `need` (4: read, 1: enter or run) with a file of this mode and owner. */
function allowed(worker: WorkerUser, info: { mode: number; uid: number; gid: number }, need: 4 | 1): boolean {
  const shift = info.uid === worker.uid ? 6 : info.gid === worker.gid ? 3 : 0;
  return ((info.mode >> shift) & need) === need;
}

/**
 * The first place on the way to `target` that `worker` cannot enter (a
 * folder) or read (`target` itself, when it is a file); null when nothing
 * stops it. What does not exist yet (a remote's folder before its first
 * release) stops nothing.
 */
async function closedPlace(worker: WorkerUser, target: string): Promise<string | null> {
  const absolute = path.resolve(target);
  const chain: string[] = [];
  for (let place = absolute; ; place = path.dirname(place)) {
    chain.unshift(place);
    if (place === path.dirname(place)) break;
  }
  for (const place of chain) {
    const info = await stat(place).catch(() => null);
    if (!info) return null;
    if (!allowed(worker, info, info.isDirectory() ? 1 : 4)) return place;
  }
  return null;
}

/** Refuses, in words, a site whose files the workers could not read: nginx would answer 403 and 404 instead. */
async function requireReadable(worker: WorkerUser, site: NginxSite): Promise<void> {
  const places = [site.host.root, site.host.configFile, ...site.remotes.map((remote) => remote.root)];
  for (const place of places) {
    if (!place) continue;
    const closed = await closedPlace(worker, place);
    if (closed) {
      throw new Error(`Рабочие процессы nginx идут от имени ${worker.name}, а он не прочтёт ${closed}: откройте путь на чтение (chmod o+rx) или запустите не от root`);
    }
  }
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
  const worker = nginxWorkerUser();
  const prefix = await mkdtemp(path.join(tmpdir(), 'cabinet-nginx-'));
  await mkdir(path.join(prefix, 'tmp'), { recursive: true });
  // The workers read a config.json the site may put here, and write their temporary files under tmp/.
  if (worker) await Promise.all([chmod(prefix, 0o755), chmod(path.join(prefix, 'tmp'), 0o755)]);
  const served = await site(prefix);
  if (worker) {
    try {
      await requireReadable(worker, served);
    } catch (error) {
      await rm(prefix, { recursive: true, force: true });
      throw error;
    }
  }
  // As root, the workers are handed to an unprivileged user: never `user root`.
  const text = nginxConfig(served, { prefix, ...(worker ? { user: `${worker.name} ${worker.group}` } : {}) });
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
    workerUser: worker,
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

export { INSTALL_HINT, nginxMissing, nginxWorkerUser, startNginx };
export type { NginxProcess, WorkerUser };
