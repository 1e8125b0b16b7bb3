/**
 * `npm run store:check -- --store s3://bucket/prefix`: does this store do
 * what the release tool relies on? A team runs it once against its own
 * bucket (and CDN) before releasing there, with its own credentials:
 * `npm run store-check -w remotes/<name>` keeps within the team's prefix
 * (`<name>/.store-check/`), which is all its policy lets it write. It
 * writes, reads, lists, replaces and deletes an object there, reads it through the
 * public address the browser uses (the headers it is served with, CORS for
 * another origin), and takes and gives back a lock. Each step prints ✓ or ✗,
 * in Russian like the rest of the tool (the S3 terms as S3 names them).
 */
import { randomBytes } from 'node:crypto';
import { cacheControlFor, contentTypeOf } from '@cabinet/serving/static-rules';
import { getJson, type ObjectStore } from '@cabinet/serving/store/object-store';
import { withRemoteLock } from './store/store-lock.ts';

interface CheckStep {
  name: string;
  ok: boolean;
  detail?: string;
}

/**
 * Runs every step (a failing one does not stop the rest) and returns them;
 * `remote` keeps every write under that remote's folder of the store.
 */
async function checkStore(store: ObjectStore, publicUrl: string | null, remote?: string): Promise<CheckStep[]> {
  const folder = remote ? `${remote}/.store-check` : '.store-check';
  const steps: CheckStep[] = [];
  const step = async (name: string, work: () => Promise<string | true>): Promise<void> => {
    try {
      const result = await work();
      steps.push(result === true ? { name, ok: true } : { name, ok: false, detail: result });
    } catch (error) {
      steps.push({ name, ok: false, detail: error instanceof Error ? error.message : String(error) });
    }
  };
  const key = `${folder}/${randomBytes(6).toString('hex')}.json`;
  // Written as the release tool writes a remote's releases.json: the same type and cache header.
  const served = { contentType: contentTypeOf(key), cacheControl: cacheControlFor(key) };
  const put = (value: number) => store.put(key, JSON.stringify({ value }), served);

  await step('запись объекта с его Content-Type и Cache-Control', async () => {
    await put(1);
    return true;
  });
  await step('чтение сразу после записи (read-after-write)', async () => {
    const read = await getJson<{ value: number }>(store, key);
    return read?.value === 1 || `прочитано: ${JSON.stringify(read)}`;
  });
  await step('объект в списке сразу после записи (list-after-write)', async () => {
    return (await store.list(`${folder}/`)).some((object) => object.key === key) || 'в списке его нет';
  });
  await step('замена объекта и чтение нового сразу', async () => {
    await put(2);
    const read = await getJson<{ value: number }>(store, key);
    return read?.value === 2 || `прочитано: ${JSON.stringify(read)}`;
  });
  if (publicUrl) {
    await step(`чтение по адресу для браузеров (${publicUrl}) с заголовками и CORS`, async () => {
      const answer = await fetch(`${publicUrl}/${key}`, { headers: { Origin: 'https://cabinet.example' }, cache: 'no-store' }).catch(
        // Node says only «fetch failed»; the cause names what happened (ECONNREFUSED, ENOTFOUND).
        (error: unknown) => {
          const cause = error instanceof Error ? (error.cause as { code?: string } | undefined) : undefined;
          throw new Error(`адрес не отвечает${cause?.code ? ` (${cause.code})` : ''}`, { cause: error });
        },
      );
      const header = (name: string) => answer.headers.get(name) ?? 'нет';
      const problems = [
        answer.ok ? null : `статус ${answer.status}`,
        answer.headers.get('cache-control') === served.cacheControl ? null : `Cache-Control: ${header('cache-control')}, нужен ${served.cacheControl}`,
        answer.headers.get('content-type')?.startsWith('application/json') ? null : `Content-Type: ${header('content-type')}, нужен application/json`,
        answer.headers.get('access-control-allow-origin') ? null : 'нет Access-Control-Allow-Origin: разрешите GET с любого источника (файлы публичные)',
      ].filter((problem): problem is string => problem !== null);
      return problems.length === 0 || problems.join('; ');
    });
  }
  await step('взятие и снятие блокировки', async () => {
    await withRemoteLock(store, folder, 'проверка хранилища', async () => undefined);
    return (await store.list(`${folder}/.lock/`)).length === 0 || 'блокировка осталась в хранилище';
  });
  await step('удаление: объекта сразу нет', async () => {
    await store.delete([key]);
    const gone = (await store.get(key)) === null && !(await store.list(`${folder}/`)).some((object) => object.key === key);
    return gone || 'объект всё ещё на месте';
  });
  return steps;
}

export { checkStore };

