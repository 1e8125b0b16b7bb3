/**
 * nginx started as root (`npm run start:nginx`, the e2e suite and these
 * tests in a container) runs its workers as an unprivileged user, never
 * root — and still serves the host and the store, whose folders it can read;
 * one it could not read is refused in words before nginx starts.
 */
import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INSTALL_HINT, nginxMissing, startNginx, type NginxProcess } from '../nginx-process.ts';
import { nginxSite } from '../nginx-site.ts';
import { parseStoreLocation } from '../store-location.ts';
import { freePort } from './support/free-port.ts';
import { writeHostBuild, type HostBuild } from './support/host-build.ts';

const missing = nginxMissing();
if (missing) console.warn(`The nginx worker checks do not run: ${missing} (${INSTALL_HINT})`);
const asRoot = userInfo().uid === 0;

/** The processes whose parent is `pid`, each with its real user id (/proc/<pid>/status). */
async function childrenOf(pid: number): Promise<{ pid: number; uid: number }[]> {
  const found: { pid: number; uid: number }[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const status = await readFile(`/proc/${entry}/status`, 'utf8').catch(() => '');
    const ppid = /^PPid:\s+(\d+)/m.exec(status)?.[1];
    const uid = /^Uid:\s+(\d+)/m.exec(status)?.[1];
    if (Number(ppid) === pid && uid !== undefined) found.push({ pid: Number(entry), uid: Number(uid) });
  }
  return found;
}

/** nginx serving `hostRoot` on `port`, and the store's events folder on `remotePort`. */
async function startFor(build: HostBuild, hostRoot: string, port: number, remotePort: number): Promise<NginxProcess> {
  return startNginx(async () => {
    const site = await nginxSite(parseStoreLocation(build.storeFolder), { listen: 'localhost', hostRoot });
    return { ...site, host: { ...site.host, port }, remotes: [{ name: 'events', port: remotePort, root: path.join(build.storeFolder, 'events') }] };
  });
}

describe.runIf(!missing)('nginx’s workers', () => {
  let build: HostBuild;
  let nginx: NginxProcess;
  let port: number;
  let remotePort: number;

  beforeAll(async () => {
    build = await writeHostBuild();
    port = await freePort();
    remotePort = await freePort();
    nginx = await startFor(build, build.hostRoot, port, remotePort);
  });

  afterAll(async () => {
    await nginx?.stop();
    await build?.remove();
  });

  it('are never given to root by the configuration', async () => {
    const config = await readFile(nginx.configFile, 'utf8');
    expect(config).not.toMatch(/^\s*user\s+root\b/m);
    if (asRoot) {
      expect(nginx.workerUser?.uid).not.toBe(0);
      expect(config).toMatch(new RegExp(`^user ${nginx.workerUser?.name} ${nginx.workerUser?.group};$`, 'm'));
    } else {
      expect(config).not.toMatch(/^\s*user\s/m);
    }
  });

  it.runIf(asRoot)('run as that unprivileged user when nginx is started as root', async () => {
    const pid = nginx.child.pid ?? 0;
    const workers = await childrenOf(pid);
    expect(workers.length).toBeGreaterThan(0);
    for (const worker of workers) {
      expect(worker.uid, `worker ${worker.pid}`).not.toBe(0);
      expect(worker.uid, `worker ${worker.pid}`).toBe(nginx.workerUser?.uid);
    }
  });

  it('read the host’s build, the config it includes, and a team’s record in the store', async () => {
    const document = await fetch(`http://localhost:${port}/cabinet/events`);
    expect(document.status).toBe(200);
    expect(await document.text()).toContain('id="cabinet-config">{"apiBaseUrl":"https://api.example.com"');
    const record = await fetch(`http://localhost:${remotePort}/releases.json`);
    expect(record.status).toBe(200);
    expect(((await record.json()) as { history: string[] }).history).toEqual([build.release]);
  });

  it.runIf(asRoot)('refuse, in words and before nginx starts, a host build they could not read', async () => {
    const closed = await mkdtemp(path.join(tmpdir(), 'cabinet-closed-'));
    try {
      // The same build, in a folder of mkdtemp's own 0700.
      const hostRoot = path.join(closed, 'host');
      await cp(build.hostRoot, hostRoot, { recursive: true });
      const outcome = await startFor(build, hostRoot, await freePort(), await freePort()).catch((error: unknown) => error);
      // Had it started (the bug), it is stopped all the same.
      if (!(outcome instanceof Error)) await (outcome as NginxProcess).stop();
      expect(outcome).toBeInstanceOf(Error);
      expect((outcome as Error).message).toBe(
        `Рабочие процессы nginx идут от имени ${nginx.workerUser?.name}, а он не прочтёт ${closed}: откройте путь на чтение (chmod o+rx) или запустите не от root`,
      );
    } finally {
      await rm(closed, { recursive: true, force: true });
    }
  });
});
