/**
 * Publishing a remote's build into the release store — live for everyone, as
 * a canary for a share of the signed-in users, or only stored for a
 * preview —, switching the live pointer, rolling back — what `npm run
 * release|releases|rollback` do (cli.ts; promote.ts for `promote`), and what
 * `npm start` does for each remote it has just built. The
 * store is a folder or a bucket (store/object-store.ts); every change to a
 * remote is made holding its lock (store/store-lock.ts), and touches nothing
 * outside the remote's own folder (`<name>/`): its `releases.json` is all the
 * host needs to compose its entry of the registry (runtime 1.6.0,
 * `composeRegistry`), so no file of the store is shared between teams.
 */
import type { HostProvisions } from '@cabinet/runtime/compatibility';
import { CanaryPercentSchema } from '@cabinet/runtime/registry';
import * as v from 'valibot';
import { remoteNamed } from '@cabinet/serving/apps';
import { releaseOf } from './release-build.ts';
import type { ObjectStore } from '@cabinet/serving/store/object-store';
import { readReleases, writeReleases, type ReleaseRecord, type ReleaseState } from './store/releases.ts';
import { withRemoteLock } from './store/store-lock.ts';
import { isWhole, uploadRelease } from './upload-release.ts';

/** Releases kept per remote by default: a tab opened on an older one still finds its chunks. */
const KEEP_RELEASES = 5;

/**
 * How a published release goes out: live for everyone (the default; a
 * running canary ends), only stored — for a preview link, nothing else
 * changes —, or as the canary for `percent` of the signed-in users, beside
 * the live release.
 */
type Rollout = { kind: 'live' } | { kind: 'stored' } | { kind: 'canary'; percent: number };

/** `50`, `"50"` or `"50%"` → 50; a Russian refusal for anything but a whole 1–99. */
function canaryPercent(value: number | string): number {
  const text = String(value).trim();
  const percent = /^\d+%?$/.test(text) ? Number.parseInt(text, 10) : Number.NaN;
  if (!v.is(CanaryPercentSchema, percent)) {
    throw new Error(`--canary: доля пользователей — целое число процентов от 1 до 99 (например, --canary 10), а не «${text}»`);
  }
  return percent;
}

/** A release the store holds whole, or a refusal naming it, the store looked in and the ones it holds. */
async function storedRelease(store: ObjectStore, name: string, state: ReleaseState, id: string): Promise<ReleaseRecord> {
  const release = state.releases.find((candidate) => candidate.id === id);
  if (release && (await isWhole(store, name, id))) return release;
  const held = state.releases.map((candidate) => candidate.id).join(', ');
  throw new Error(`${name}: выпуска ${id} нет в хранилище ${store.label}${held ? ` (есть: ${held})` : ''}`);
}

interface PublishOptions {
  store: ObjectStore;
  /** The remote's production build (`remotes/<name>/dist`). */
  dist: string;
  host: HostProvisions;
  /** Where the store's folder of this remote is served from (`remoteStoreUrl` of the store's location, as a rule). */
  publicUrl: string;
  keep?: number;
  now?: Date;
  rollout?: Rollout;
}

interface Published {
  name: string;
  id: string;
  /** False when this build was published before: only the pointer moved. */
  created: boolean;
  /** The release live for everyone now (this one, unless it went out as a canary or only stored). */
  live: string | undefined;
}

/** `a, b, b, a` → `a, b, a`: a switch to the release already live is no switch. */
function withoutRepeats(history: readonly string[]): string[] {
  return history.filter((id, index) => id !== history[index - 1]);
}

/**
 * Keeps the newest `keep` releases, the live one, the one a plain rollback
 * returns to (the live one before it, however old: a team that rolled back
 * to an old release and released again can still go back to it) and the
 * canary; deletes the rest, and drops them from the history and the previews.
 */
async function prune(store: ObjectStore, name: string, state: ReleaseState, keep: number): Promise<ReleaseState> {
  const live = state.history.at(-1);
  const rollbackTarget = withoutRepeats(state.history).at(-2);
  const { releases } = state;
  const kept = releases.filter(
    (release, index) => index >= releases.length - keep || release.id === live || release.id === rollbackTarget || release.id === state.canary?.release,
  );
  for (const release of releases) {
    if (kept.includes(release)) continue;
    const objects = await store.list(`${name}/${release.id}/`);
    await store.delete(objects.map((object) => object.key));
  }
  const ids = new Set(kept.map((release) => release.id));
  const previews = state.previews?.filter((id) => ids.has(id));
  return { ...state, releases: kept, history: withoutRepeats(state.history.filter((id) => ids.has(id))), ...(previews ? { previews } : {}) };
}

/** `state` with the releases `ids` no longer open to a preview link. */
function withoutPreviews(state: ReleaseState, ...ids: (string | undefined)[]): ReleaseState {
  if (!state.previews) return state;
  return { ...state, previews: state.previews.filter((id) => !ids.includes(id)) };
}

/** `state` with `id` open to a preview link (`--no-switch`), unless it is live for everyone already. */
function withPreview(state: ReleaseState, id: string): ReleaseState {
  const previews = state.previews ?? [];
  if (state.history.at(-1) === id || previews.includes(id)) return state;
  return { ...state, previews: [...previews, id] };
}

/** `state` with `id` live for everyone: a switch on the history; a canary, if any, ends; `id` is no preview any more. */
function liveForEveryone(state: ReleaseState, id: string): ReleaseState {
  return { ...withoutPreviews(state, id), history: withoutRepeats([...state.history, id]), canary: undefined };
}

/** `state` after `id` went out as `rollout` says; refuses a canary that cannot be one. */
function rolledOut(state: ReleaseState, name: string, id: string, rollout: Rollout): ReleaseState {
  if (rollout.kind === 'live') return liveForEveryone(state, id);
  if (rollout.kind === 'stored') return withPreview(state, id);
  const live = state.history.at(-1);
  if (!live) throw new Error(`${name}: действующего выпуска нет, канарейке не с кем делить пользователей — выпустите его без --canary`);
  if (live === id) throw new Error(`${name}: выпуск ${id} уже действует для всех, канарейкой он быть не может`);
  return { ...state, canary: { release: id, percent: rollout.percent } };
}

/**
 * Checks the build against the host (refusing a misfit); holding the remote's
 * lock, uploads it as an immutable release unless the store has it, records
 * it, rolls it out (live by default) and prunes old releases.
 */
async function publishRelease(options: PublishOptions): Promise<Published> {
  const { store, dist, host, publicUrl, keep = KEEP_RELEASES, now = new Date(), rollout = { kind: 'live' } } = options;
  const { name, version, id } = await releaseOf(dist, host);
  remoteNamed(name);
  // A share that is not one is refused before the lock is taken.
  if (rollout.kind === 'canary') canaryPercent(rollout.percent);
  const done = await withRemoteLock(store, name, `выпуск ${id}`, async () => {
    const state = await readReleases(store, name);
    // Refused before anything is uploaded.
    const after = rolledOut(state, name, id, rollout);
    const uploaded = await uploadRelease(store, dist, name, id);
    const releases = state.releases.some((release) => release.id === id) ? after.releases : [...after.releases, { id, version, created_at: now.toISOString() }];
    const next = await prune(store, name, { ...after, releases, public_url: publicUrl }, keep);
    await writeReleases(store, name, next);
    return { uploaded, live: next.history.at(-1) };
  });
  return { name, id, created: done.uploaded, live: done.live };
}

interface ReleaseList {
  live: string | undefined;
  canary: ReleaseState['canary'];
  releases: ReleaseRecord[];
  /** The releases stored for a preview and not live since (the canary, while it runs, may be previewed too). */
  previews: string[];
}

async function listReleases(store: ObjectStore, name: string): Promise<ReleaseList> {
  const state = await readReleases(store, name);
  return { live: state.history.at(-1), canary: state.canary, releases: state.releases, previews: state.previews ?? [] };
}

/**
 * What `releases` prints: every release kept, oldest first; `*` marks the
 * live one and `~` the canary, each with its share of the signed-in users;
 * a release stored for a preview says so.
 */
function releaseLines({ live, canary, releases, previews }: ReleaseList): string[] {
  return releases.map(({ id, created_at }) => {
    if (id === live) return `* ${id}  ${created_at}  действующий, ${100 - (canary?.percent ?? 0)} %`;
    if (id === canary?.release) return `~ ${id}  ${created_at}  канарейка, ${canary.percent} %`;
    if (previews.includes(id)) return `  ${id}  ${created_at}  для предпросмотра`;
    return `  ${id}  ${created_at}`;
  });
}

interface RolledBack {
  /** The release live for everyone now. */
  live: string;
  /** The canary that ended, if one ran: nobody is served it any more. */
  canaryEnded?: string;
}

/**
 * Ends the canary when one runs: everyone keeps the live release, and the
 * canary's is served to nobody, a preview link included. Otherwise makes
 * `to` live (a switch like a release: it goes on the history, and it ends a
 * canary too), or undoes the last switch: the release live before the live
 * one, along the history — after A, B, rollback (A), C, a rollback goes to
 * A, not to B. The release made live is no preview any more.
 */
async function rollback(store: ObjectStore, name: string, options: { to?: string; publicUrl?: string } = {}): Promise<RolledBack> {
  remoteNamed(name);
  return withRemoteLock(store, name, options.to ? `откат к ${options.to}` : 'откат', async (): Promise<RolledBack> => {
    const state = await readReleases(store, name);
    const live = state.history.at(-1);
    const canaryEnded = state.canary?.release;
    const withUrl = options.publicUrl ? { public_url: options.publicUrl } : {};
    if (canaryEnded && live && !options.to) {
      await writeReleases(store, name, { ...withoutPreviews(state, canaryEnded), canary: undefined, ...withUrl });
      return { live, canaryEnded };
    }
    const earlier = state.history.slice(0, -1);
    const target = options.to ?? earlier.at(-1);
    if (!target) {
      const before = live ? `до ${live} не действовал ни один выпуск` : 'действующего выпуска нет';
      throw new Error(`${name}: ${before} (хранилище ${store.label}) — откатываться не к чему`);
    }
    await storedRelease(store, name, state, target);
    const next = options.to ? liveForEveryone(state, target) : { ...state, history: earlier };
    await writeReleases(store, name, { ...withoutPreviews(next, target, canaryEnded), ...withUrl });
    return { live: target, ...(canaryEnded ? { canaryEnded } : {}) };
  });
}

export { canaryPercent, listReleases, liveForEveryone, publishRelease, releaseLines, rollback, storedRelease };
export type { Published, Rollout };
