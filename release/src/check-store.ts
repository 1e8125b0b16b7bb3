/**
 * `npm run store:check -- --store s3://bucket/prefix`: does this store do
 * what the release tool relies on? A team runs it once against its own
 * bucket (and CDN) before releasing there. It writes, reads, lists,
 * replaces and deletes an object under `.store-check/`, reads it through the
 * public address the browser uses (the headers it is served with, CORS for
 * another origin), and takes and gives back a lock. Each step prints ✓ or ✗.
 */
import { randomBytes } from 'node:crypto';
import { cacheControlFor, contentTypeOf } from '@cabinet/serving/static-rules';
import { getJson, type ObjectStore } from './store/object-store.ts';
import { withRemoteLock } from './store/store-lock.ts';

interface CheckStep {
  name: string;
  ok: boolean;
  detail?: string;
}

/** Runs every step (a failing one does not stop the rest) and returns them. */
async function checkStore(store: ObjectStore, publicUrl: string | null): Promise<CheckStep[]> {
  const steps: CheckStep[] = [];
  const step = async (name: string, work: () => Promise<string | true>): Promise<void> => {
    try {
      const result = await work();
      steps.push(result === true ? { name, ok: true } : { name, ok: false, detail: result });
    } catch (error) {
      steps.push({ name, ok: false, detail: error instanceof Error ? error.message : String(error) });
    }
  };
  const key = `.store-check/${randomBytes(6).toString('hex')}.json`;
  // Written as the release tool writes a registry: the same type and cache header.
  const served = { contentType: contentTypeOf(key), cacheControl: cacheControlFor(key) };
  const put = (value: number) => store.put(key, JSON.stringify({ value }), served);

  await step('write an object with its Content-Type and Cache-Control', async () => {
    await put(1);
    return true;
  });
  await step('read it back at once (read-after-write)', async () => {
    const read = await getJson<{ value: number }>(store, key);
    return read?.value === 1 || `read ${JSON.stringify(read)}`;
  });
  await step('list it at once (list-after-write)', async () => {
    return (await store.list('.store-check/')).some((object) => object.key === key) || 'not listed';
  });
  await step('replace it and read the new one at once', async () => {
    await put(2);
    const read = await getJson<{ value: number }>(store, key);
    return read?.value === 2 || `read ${JSON.stringify(read)}`;
  });
  if (publicUrl) {
    await step(`read it from the browser's address (${publicUrl}), with its headers and CORS`, async () => {
      const answer = await fetch(`${publicUrl}/${key}`, { headers: { Origin: 'https://cabinet.example' }, cache: 'no-store' });
      const problems = [
        answer.ok ? null : `status ${answer.status}`,
        answer.headers.get('cache-control') === served.cacheControl ? null : `Cache-Control ${answer.headers.get('cache-control') ?? 'missing'}`,
        answer.headers.get('content-type')?.startsWith('application/json') ? null : `Content-Type ${answer.headers.get('content-type') ?? 'missing'}`,
        answer.headers.get('access-control-allow-origin') ? null : 'no Access-Control-Allow-Origin: allow GET from any origin (the files are public)',
      ].filter((problem): problem is string => problem !== null);
      return problems.length === 0 || problems.join('; ');
    });
  }
  await step('take a lock and give it back', async () => {
    await withRemoteLock(store, '.store-check', 'store check', async () => undefined);
    return (await store.list('.store-check/.lock/')).length === 0 || 'a lock was left behind';
  });
  await step('delete it, and it is gone at once', async () => {
    await store.delete([key]);
    const gone = (await store.get(key)) === null && !(await store.list('.store-check/')).some((object) => object.key === key);
    return gone || 'still there';
  });
  return steps;
}

export { checkStore };

