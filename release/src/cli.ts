/**
 * Independent delivery of one remote, run from its folder
 * (`npm run <command> -w remotes/<name>`):
 *
 *   release   build, check against the host, publish into the release store, make it live
 *             (`-- --no-switch`: only store it and print its preview link; `-- --canary <percent>`:
 *             live for that share of the signed-in users, the others keep the live one); prints
 *             the remote's item of the host's config.json `remotes` (config-remotes.ts)
 *   promote   make a stored release live for everyone (`-- <id>`), ending any canary;
 *             `-- --if-healthy` only if it does no worse in the field than the live one
 *             (health/verdict.ts; figures from `--health <file or URL>` in the format
 *             of `npm run health -- --json`, else the reference server's: health/field-figures.ts)
 *   releases  list the releases, which is live, which is the canary (with their shares) and which are stored for a preview
 *   rollback  end the canary if one runs; else make the previous release live (`-- --to <id>` for another)
 *   check     compare the remote's build with what the host provides; fail naming each misfit
 *   store-check  does the store (`--store`) do what releases rely on? (check-store.ts); from a
 *             remote's folder, within its prefix
 *   ci        exactly what the remote's CI job runs (remote-ci.ts)
 *   release-all  from the repository's root (`npm run release:all`): every remote of apps.json
 *             built and released live into the store, except those already live there, so
 *             that a new store has every section before a host reads it; prints the `remotes`
 *             of the host's config.json (config-remotes.ts), from which the host composes its registry
 *
 * Every change to releases is written only under the remote's own folder of the store (`<name>/`;
 * release-all, each remote's under its own): the registry is composed by whoever serves the host,
 * from each remote's `<name>/releases.json` (runtime 1.6.0), so the store holds no file two teams write.
 *
 * Options: `--store <dir or s3://bucket/prefix>` (default `CABINET_RELEASE_STORE`, else `.releases/`),
 * `--host <provides.json file or URL>` (default the committed `host/provides.json`),
 * `--keep <n>` releases kept (default 5), `--public-url <url>` the store folder's
 * address for this remote, the `store` of its item in config.json (default
 * `http://localhost:<port>` for a folder, under `CABINET_STORE_PUBLIC_URL` or the
 * bucket's address for S3), `--no-build`. A preview
 * link leads to `CABINET_HOST_URL`, else the host `npm start` serves (its port moved by
 * `CABINET_PORT_OFFSET`).
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { HostProvisions } from '@cabinet/runtime/compatibility';
import { MANIFEST_FILE, previewLink } from '@cabinet/runtime/registry';
import { host, remoteNamed, remotes } from '@cabinet/serving/apps';
import { remoteStoreUrl, storeLocation } from '@cabinet/serving/store-location';
import { checkStore } from './check-store.ts';
import { configuredRemote, configuredRemotes, remoteItemBlock, remotesBlock } from './config-remotes.ts';
import { fieldFigures } from './health/field-figures.ts';
import { releaseVerdict } from './health/verdict.ts';
import { outcomeLine, releaseEveryRemote } from './release-every-remote.ts';
import { promoteRelease } from './promote.ts';
import { canaryPercent, listReleases, publishRelease, releaseLines, rollback, type Published, type Rollout } from './publish.ts';
import { readSource } from './read-source.ts';
import { checkBuild, ReleaseRefused } from './release-build.ts';
import { runRemoteCi } from './remote-ci.ts';
import { rspackCli, runNode } from './run-node.ts';
import { openStore } from '@cabinet/serving/store/open-store';
import { StoreBusy } from './store/store-lock.ts';

const OPTIONS = {
  store: { type: 'string' },
  host: { type: 'string' },
  keep: { type: 'string' },
  to: { type: 'string' },
  'public-url': { type: 'string' },
  dir: { type: 'string' },
  canary: { type: 'string' },
  'no-switch': { type: 'boolean', default: false },
  'if-healthy': { type: 'boolean', default: false },
  health: { type: 'string' },
  'no-build': { type: 'boolean', default: false },
} as const;

/** Says what is wrong before any command runs, in a line and not a stack trace, and ends. */
function usageError(error: unknown): never {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

/** The command line, or its mistake in Russian (node:util says it in English). */
function parseOptions() {
  try {
    return parseArgs({ allowPositionals: true, options: OPTIONS });
  } catch (error) {
    const option = /'(--?[^' ]+)/.exec(error instanceof Error ? error.message : '')?.[1] ?? '';
    const takesValue = (Object.keys(OPTIONS) as (keyof typeof OPTIONS)[]).filter((name) => OPTIONS[name].type === 'string');
    const known = (Object.keys(OPTIONS) as (keyof typeof OPTIONS)[]).map((name) => `--${name}`).join(', ');
    if ((error as { code?: string }).code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') usageError(`Неизвестный параметр ${option}; есть ${known}`);
    if (takesValue.some((name) => `--${name}` === option)) usageError(`Параметру ${option} нужно значение: ${option} <значение>`);
    usageError(`Параметр ${option} пишется без значения`);
  }
}

const { positionals, values } = parseOptions();

const command = positionals[0];
// npm runs a workspace's script in its folder.
const remoteDir = path.resolve(values.dir ?? process.cwd());
const dist = path.join(remoteDir, 'dist');

async function remoteName(): Promise<string> {
  const pkg = JSON.parse(await readFile(path.join(remoteDir, 'package.json'), 'utf8')) as { name: string };
  return pkg.name.replace(/^@cabinet\//, '');
}

const location = (() => {
  try {
    return storeLocation(values.store);
  } catch (error) {
    return usageError(error);
  }
})();
const store = await openStore(location);

/** The host to fit: `--host` (a file or a deployed host's `/provides.json`), else the committed record. */
async function hostProvisions(): Promise<HostProvisions> {
  const source = values.host ?? path.join(host.dir, 'provides.json');
  const text = await readSource(source);
  return JSON.parse(text) as HostProvisions;
}

/** The production build of the remote in `dir`. */
async function build(dir = remoteDir): Promise<void> {
  await runNode(rspackCli, ['build', '--config', path.join(dir, 'rspack.config.ts'), '--mode', 'production'], dir);
}

async function check(): Promise<boolean> {
  if (!existsSync(path.join(dist, MANIFEST_FILE)) && !values['no-build']) await build();
  const { name, version, misfits, server } = await checkBuild(dist, await hostProvisions());
  const built = version ? `${name} ${version}` : name;
  if (misfits.length === 0) {
    console.log(`✓ ${built} подходит хосту`);
    if (server.kind === 'loads') console.log(`✓ серверная сборка загружается в Node (маршрутов: ${server.routes}): рендерер отрисует раздел`);
    else console.log('! серверной сборки нет (dist/server): раздел будет отрисован в браузере');
    return true;
  }
  console.error(`✗ ${built} не подходит хосту:\n  - ${misfits.join('\n  - ')}`);
  return false;
}

/** `--no-switch`, `--canary <percent>` or neither; a wrong one is refused before anything is built. */
function rolloutOption(): Rollout {
  if (values['no-switch'] && values.canary !== undefined) throw new Error('--no-switch и --canary не сочетаются: выберите одно');
  if (values.canary !== undefined) return { kind: 'canary', percent: canaryPercent(values.canary) };
  return values['no-switch'] ? { kind: 'stored' } : { kind: 'live' };
}

/** A word of a command line as a shell reads it: quoted when it holds anything but the usual path characters. */
function shellWord(word: string): string {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replaceAll("'", "'\\''")}'`;
}

/**
 * A command to paste: `npm run <script> -w remotes/<name> -- <args>`, with
 * `--store` unless this run used the default `.releases/`, so that it acts
 * on the same store wherever it is pasted (a shell without
 * `CABINET_RELEASE_STORE`, too). The store's label is absolute: npm runs the
 * script in the remote's folder.
 */
function hint(script: string, name: string, ...args: string[]): string {
  const defaultStore = values.store === undefined && process.env.CABINET_RELEASE_STORE === undefined;
  const all = defaultStore ? args : [...args, '--store', shellWord(store.label)];
  return `npm run ${script} -w remotes/${name}${all.length > 0 ? ` -- ${all.join(' ')}` : ''}`;
}

/** The host a preview link leads to: `CABINET_HOST_URL`, else the one `npm start` serves. */
function hostOrigin(): string {
  return process.env.CABINET_HOST_URL ?? `http://localhost:${host.port}`;
}

function describePublished(published: Published, rollout: Rollout): string {
  const { name, id, live } = published;
  if (rollout.kind === 'stored') {
    if (live === id) return `${name} ${id} уже действует для всех (хранилище ${store.label}): предпросматривать нечего.`;
    return [
      `Опубликован, но не включён: ${name} ${id} (хранилище ${store.label}); для всех по-прежнему ${live ?? 'ничего'}.`,
      `Предпросмотр в этой вкладке браузера: ${previewLink(hostOrigin(), name, id)}`,
      'Ссылка открывает выпуск, пока он хранится и не включён для всех; кабинет с "previews": false в config.json её не откроет.',
      `Включить для всех: ${hint('promote', name, id)}`,
    ].join('\n');
  }
  if (rollout.kind === 'canary') {
    return [
      `Канарейка: ${name} ${id} для ${rollout.percent} % вошедших пользователей, остальные на ${live ?? '—'} (хранилище ${store.label})`,
      `Включить для всех: ${hint('promote', name, id)}`,
      `Закончить канарейку: ${hint('rollback', name)}`,
    ].join('\n');
  }
  return `${published.created ? 'Выпущен' : 'Снова действует'}: ${name} ${id} (хранилище ${store.label})`;
}

/** What a change to the store is called when it is refused, or not made because the store is busy. */
const CHANGES = {
  release: { refused: 'Выпуск отклонён', busy: 'Выпуск не сделан' },
  promotion: { refused: 'Включение для всех отклонено', busy: 'Включение для всех не сделано' },
  rollback: { refused: 'Откат отклонён', busy: 'Откат не сделан' },
} as const;

/** Says why a change to the store was refused (exit code 1), or rethrows what is not a refusal. */
function refused(error: unknown, change: keyof typeof CHANGES): void {
  if (error instanceof ReleaseRefused) console.error(`${CHANGES[change].refused}: ${error.message}`);
  else if (error instanceof StoreBusy) console.error(`${CHANGES[change].busy}: ${error.message}`);
  else throw error;
  process.exitCode = 1;
}

async function release(): Promise<void> {
  const rollout = rolloutOption();
  if (!values['no-build']) await build();
  const app = remoteNamed(await remoteName());
  const publicUrl = values['public-url'] ?? remoteStoreUrl(location, app);
  try {
    const published = await publishRelease({
      store,
      dist,
      host: await hostProvisions(),
      keep: values.keep ? Number(values.keep) : undefined,
      publicUrl,
      rollout,
    });
    console.log(describePublished(published, rollout));
    // The host shows the section once its config.json lists it so (runtime 1.6.0).
    console.log(remoteItemBlock(configuredRemote(app, publicUrl)));
  } catch (error) {
    refused(error, 'release');
  }
}

/** `--if-healthy`: whether `id` does no worse in the field than the live release; says why not. */
async function fieldAllows(name: string, id: string): Promise<boolean> {
  const { live } = await listReleases(store, name);
  if (!live || live === id) return true;
  const verdict = releaseVerdict(await fieldFigures(values.health), name, live, id);
  if (verdict.status === 'healthy') {
    console.log(`${name}: ${id} в поле не хуже действующего ${live}`);
    return true;
  }
  const why = verdict.status === 'worse' ? 'работает хуже действующего' : 'о нём слишком мало данных';
  console.error(`${name}: ${id} не включён для всех — ${why}:\n${verdict.reasons.map((reason) => `  ${reason}`).join('\n')}`);
  return false;
}

async function promote(): Promise<void> {
  const name = await remoteName();
  const id = positionals[1];
  if (!id) throw new Error(`Какой выпуск включить для всех? ${hint('promote', name, '<выпуск>')} (выпуски: ${hint('releases', name)})`);
  if (values['if-healthy'] && !(await fieldAllows(name, id))) {
    process.exitCode = 1;
    return;
  }
  try {
    const promoted = await promoteRelease({ store, name, id, host: await hostProvisions() });
    console.log(`${name}: ${id} действует для всех${promoted.canaryEnded ? `; канарейка ${promoted.canaryEnded} закончена` : ''}`);
  } catch (error) {
    refused(error, 'promotion');
  }
}

async function releases(): Promise<void> {
  const name = await remoteName();
  const list = await listReleases(store, name);
  if (list.releases.length === 0) console.log(`${name}: в хранилище ${store.label} выпусков нет`);
  for (const line of releaseLines(list)) console.log(line);
}

async function rollBack(): Promise<void> {
  const name = await remoteName();
  try {
    const { live, canaryEnded } = await rollback(store, name, { to: values.to, publicUrl: values['public-url'] });
    if (canaryEnded) console.log(`${name}: канарейка ${canaryEnded} закончена, её выпуск больше никому не достаётся`);
    console.log(`${name}: действует ${live}`);
  } catch (error) {
    refused(error, 'rollback');
  }
}

/** Every remote into the store (a new one, as a rule), and the `remotes` of the host's config.json that read them. */
async function releaseAll(): Promise<void> {
  console.log(`Выпуск всех удалённых модулей в хранилище ${store.label}:`);
  const outcomes = await releaseEveryRemote({
    store,
    location,
    host: await hostProvisions(),
    keepLive: true,
    ...(values['no-build'] ? {} : { build: (remote: { dir: string }) => build(remote.dir) }),
  });
  for (const outcome of outcomes) console.log(`  ${outcomeLine(outcome)}`);
  const missing = outcomes.filter((outcome) => outcome.status === 'refused').map((outcome) => outcome.name);
  if (missing.length > 0) {
    console.error(`Не выпущены: ${missing.join(', ')} — их разделов в кабинете не будет, пока их выпуск не подойдёт хосту`);
    process.exitCode = 1;
  }
  console.log(remotesBlock(configuredRemotes(location)));
}

async function main(): Promise<void> {
  switch (command) {
    case 'release':
      return release();
    case 'releases':
      return releases();
    case 'promote':
      return promote();
    case 'rollback':
      return rollBack();
    case 'check':
      if (!(await check())) process.exitCode = 1;
      return;
    case 'store-check': {
      console.log(`Проверка хранилища ${store.label}…`);
      // From a remote's folder (`npm run store-check -w remotes/<name>`), within that team's prefix.
      const team = existsSync(path.join(remoteDir, 'package.json')) ? remotes.find((remote) => remote.dir === remoteDir)?.name : undefined;
      const steps = await checkStore(store, location.kind === 'bucket' ? location.publicUrl : null, team);
      for (const step of steps) console.log(`${step.ok ? '✓' : '✗'} ${step.name}${step.detail ? `: ${step.detail}` : ''}`);
      if (steps.some((step) => !step.ok)) process.exitCode = 1;
      return;
    }
    case 'ci':
      return runRemoteCi(await remoteName(), remoteDir, { check });
    case 'release-all':
      return releaseAll();
    default:
      throw new Error(`${command ? `Неизвестная команда ${command}` : 'Команда не указана'}: нужна одна из release, promote, releases, rollback, check, store-check, ci, release-all`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
