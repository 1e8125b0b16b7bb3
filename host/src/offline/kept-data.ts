/**
 * The data a signed-in person last saw, kept in this browser's IndexedDB by
 * TanStack Query's persister, so that a page opened with no connection shows
 * it (with the offline banner) instead of nothing. Loaded after the first
 * render (start-offline.ts), or before it when the app starts offline.
 *
 * Online it is only written — each page's answers beside what earlier
 * pages of the same person kept —, never put into the page's cache: a list
 * the API now refuses (an address awaiting its link) must show the refusal,
 * not last week's copy. An offline start puts it all into the cache.
 *
 * One person's data at a time: it is kept under their id (the persister's
 * `buster`), wiped when the session ends (sign-out, a 401: the identity
 * becomes a guest; a sign-out in another tab too) and replaced — never
 * merged — when another person signs in here. Only answers are kept (successful queries), never a document or
 * a token.
 */
import type { QueryClient } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSave, persistQueryClientSubscribe, type PersistedClient, type Persister } from '@tanstack/react-query-persist-client';
import { createStore, del, get, set } from 'idb-keyval';
import { userOptions, type User } from '@cabinet/runtime';
import { followIdentity } from '../session/follow-identity.ts';
import { followSignOutElsewhere } from '../session/sign-in-marker.ts';

/** How long kept data may be shown: a week-old event list still says where the event is. */
const KEPT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** Changes come in bursts (a page's queries land together): one write for each burst. */
const SAVE_DELAY_MS = 500;
const KEY = 'queries';
/** Raised when what is kept changes shape: an older copy is then wiped, not read. */
const KEPT_VERSION = 1;

const busterOf = (user: User): string => `${KEPT_VERSION}:${user.id}`;

interface KeptStore extends Persister {
  /** Drops a write not yet made. */
  cancel: () => void;
}

/** The persister on IndexedDB (database `cabinet`, store `kept`): one record, written at most every SAVE_DELAY_MS. */
function keptStore(): KeptStore {
  const store = createStore('cabinet', 'kept');
  let timer: ReturnType<typeof setTimeout> | undefined;
  let next: PersistedClient | null = null;
  const cancel = () => {
    clearTimeout(timer);
    timer = undefined;
    next = null;
  };
  return {
    persistClient(client) {
      next = client;
      timer ??= setTimeout(() => {
        const client = next;
        cancel();
        // IndexedDB runs one store's writes in the order they were asked: a wipe asked after this write wins.
        if (client) set(KEY, client, store).catch((error: unknown) => console.warn('Kept data not written', error));
      }, SAVE_DELAY_MS);
    },
    restoreClient: () => get<PersistedClient>(KEY, store),
    removeClient: () => {
      cancel();
      return del(KEY, store);
    },
    cancel,
  };
}

let kept: KeptStore | null = null;
const keptData = (): KeptStore => (kept ??= keptStore());

function isIdentity(key: readonly unknown[]): boolean {
  return key.length === userOptions.queryKey.length && key.every((part, index) => part === userOptions.queryKey[index]);
}

/**
 * A start with no connection: the identity and the data kept here, put into
 * the cache as they were. Resolves to the person they belong to, or null
 * when nothing (or nothing recent enough) is kept.
 */
async function restoreKept(queryClient: QueryClient): Promise<User | null> {
  const persister = keptData();
  const client: PersistedClient | undefined = await Promise.resolve(persister.restoreClient()).catch(() => undefined);
  const identity = client?.clientState.queries.find((query) => isIdentity(query.queryKey))?.state.data as User | null | undefined;
  if (!identity) return null;
  // The persister's own checks: too old, or kept in another shape, is wiped instead of restored.
  await persistQueryClientRestore({ queryClient, persister, buster: busterOf(identity), maxAge: KEPT_MAX_AGE_MS });
  return queryClient.getQueryData(userOptions.queryKey) ?? null;
}

type KeptQuery = PersistedClient['clientState']['queries'][number];

/**
 * What was kept for this person before this page and is still recent, to be kept beside what the page has:
 * never put into the page's cache online (it would show a list the API may now refuse, and hide its error),
 * only written again. Another person's, or an older shape, is wiped.
 */
async function keptBefore(persister: KeptStore, buster: string): Promise<KeptQuery[]> {
  const client: PersistedClient | undefined = await Promise.resolve(persister.restoreClient()).catch(() => undefined);
  if (!client) return [];
  if (client.buster !== buster) {
    await persister.removeClient();
    return [];
  }
  const oldest = Date.now() - KEPT_MAX_AGE_MS;
  return client.clientState.queries.filter((query) => query.state.dataUpdatedAt >= oldest);
}

/** The persister writing each state with what was kept before beside it (this page's answer wins). */
function keepingBefore(persister: KeptStore, before: readonly KeptQuery[]): Persister {
  return {
    persistClient(client) {
      const current = new Set(client.clientState.queries.map((query) => query.queryHash));
      const queries = [...client.clientState.queries, ...before.filter((query) => !current.has(query.queryHash))];
      return persister.persistClient({ ...client, clientState: { ...client.clientState, queries } });
    },
    restoreClient: () => persister.restoreClient(),
    removeClient: () => persister.removeClient(),
  };
}

/**
 * Keeps the data of the person signed in from now on — every change is
 * written, beside what earlier pages of theirs kept. A guest wipes it;
 * another person replaces it. Returns the stop.
 */
function keepData(queryClient: QueryClient): () => void {
  const persister = keptData();
  let keptFor: string | null | undefined;
  let stopSaving: (() => void) | undefined;
  let queue = Promise.resolve();

  const follow = (user: User | null) => {
    const buster = user ? busterOf(user) : null;
    queue = queue
      .then(async () => {
        // The same person again (a profile saved, the identity asked anew): nothing to wipe or read.
        if (buster === keptFor) return;
        keptFor = buster;
        stopSaving?.();
        stopSaving = undefined;
        if (buster === null) {
          await persister.removeClient();
          return;
        }
        const before = await keptBefore(persister, buster);
        // The identity may have changed while it was read: its own turn in the queue follows.
        if (keptFor !== buster) return;
        const keeping = keepingBefore(persister, before);
        stopSaving = persistQueryClientSubscribe({ queryClient, persister: keeping, buster });
        // What the page already shows (a painted page's data changes no more until it is refreshed).
        await persistQueryClientSave({ queryClient, persister: keeping, buster });
      })
      .catch((error: unknown) => console.warn('Kept data not kept', error));
  };

  follow(queryClient.getQueryData(userOptions.queryKey) ?? null);
  const stopFollowing = followIdentity(queryClient, follow);
  // Signed out in another tab: this one, still showing the person until its next request, writes no more.
  const stopWatching = followSignOutElsewhere(() => follow(null));
  return () => {
    stopFollowing();
    stopWatching();
    stopSaving?.();
    persister.cancel();
  };
}

export { KEPT_MAX_AGE_MS, keepData, restoreKept };
