/**
 * One writer at a time for a remote's releases, across machines that share
 * only the store. Object storage offers no atomic create (and the S3 test
 * server ignores conditional writes), so the lock is built from put, list and
 * delete alone:
 *
 * 1. list the remote's lock prefix: another writer's lock there → it holds
 *    the remote, and this writer is told so;
 * 2. put a lock object of its own, then list again: alone → it holds the lock;
 * 3. not alone (two writers put at once) → delete its own, wait a random
 *    moment and start again; after a few rounds it gives up, told so.
 *
 * Two writers cannot both hold it: each lists after its own put completes, so
 * whichever lists second sees the other's lock. A lock older than
 * `STALE_AFTER_MS` (a writer that died) is ignored and removed.
 */
import { hostname } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import type { ObjectStore, StoredObject } from '@cabinet/serving/store/object-store';

const STALE_AFTER_MS = 10 * 60 * 1000;
const ROUNDS = 6;

interface Holder {
  /** What it is doing, for the writer it keeps out: `выпуск 0.1.0-abc`, `откат`. */
  work: string;
  who: string;
  started_at: string;
}

class StoreBusy extends Error {
  constructor(
    readonly remote: string,
    readonly holder: Holder | null,
  ) {
    super(
      holder
        ? `${remote}: выпусками сейчас занят другой процесс (${holder.work}: ${holder.who}, с ${holder.started_at}); ничего не изменено — повторите, когда он закончит`
        : `${remote}: другие процессы раз за разом брались за его выпуски в тот же момент; ничего не изменено — повторите команду`,
    );
    this.name = 'StoreBusy';
  }
}

function lockPrefix(remote: string): string {
  return `${remote}/.lock/`;
}

function isStale(object: StoredObject, now: number): boolean {
  return now - object.lastModified.getTime() > STALE_AFTER_MS;
}

async function freshLocks(store: ObjectStore, remote: string): Promise<StoredObject[]> {
  const now = Date.now();
  const locks = await store.list(lockPrefix(remote));
  const stale = locks.filter((lock) => isStale(lock, now));
  if (stale.length > 0) await store.delete(stale.map((lock) => lock.key));
  return locks.filter((lock) => !isStale(lock, now));
}

async function holderOf(store: ObjectStore, lock: StoredObject | undefined): Promise<Holder | null> {
  if (!lock) return null;
  const body = await store.get(lock.key);
  try {
    return body ? (JSON.parse(body.toString('utf8')) as Holder) : null;
  } catch {
    return null;
  }
}

/** Runs `task` holding `remote`'s lock; throws StoreBusy when another writer holds it. */
async function withRemoteLock<T>(store: ObjectStore, remote: string, work: string, task: () => Promise<T>): Promise<T> {
  const holder: Holder = { work, who: `${hostname()}, процесс ${process.pid}`, started_at: new Date().toISOString() };
  const key = `${lockPrefix(remote)}${Date.now()}-${process.pid}-${Math.random().toString(36).slice(2, 10)}.json`;
  let held = false;
  for (let round = 0; round < ROUNDS && !held; round += 1) {
    const before = await freshLocks(store, remote);
    if (before.length > 0) throw new StoreBusy(remote, await holderOf(store, before[0]));
    await store.put(key, JSON.stringify(holder), { contentType: 'application/json', cacheControl: 'no-store' });
    const after = await freshLocks(store, remote);
    held = after.length === 1 && after[0]?.key === key;
    if (!held) {
      await store.delete([key]);
      await sleep(100 + Math.random() * 900);
    }
  }
  if (!held) throw new StoreBusy(remote, null);
  try {
    return await task();
  } finally {
    await store.delete([key]);
  }
}

export { StoreBusy, withRemoteLock };

