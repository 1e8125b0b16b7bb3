/**
 * The data a signed-in person last saw, kept in this browser's IndexedDB by
 * TanStack Query's persister, so that a page opened with no connection shows
 * it (with the offline banner) instead of nothing. Loaded after the first
 * render (start-offline.ts), or before it when the app starts offline.
 *
 * One person's data at a time: it is kept under their id (the persister's
 * `buster`), wiped when the session ends (sign-out, a 401: the identity
 * becomes a guest) and replaced — never merged — when another person signs
 * in here. Only answers are kept (successful queries), never a document or
 * a token.
 */
import type { QueryClient } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSave, persistQueryClientSubscribe, type PersistedClient, type Persister } from '@tanstack/react-query-persist-client';
import { createStore, del, get, set } from 'idb-keyval';
import { userOptions, type User } from '@cabinet/runtime';
import { followIdentity } from '../session/follow-identity.ts';

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

/**
 * Keeps the data of the person signed in from now on: what was kept for them
 * joins the cache (an answer newer than it stays), and every change is
 * written. A guest wipes it; another person replaces it. Returns the stop.
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
        // The same person again (a profile saved, the identity asked anew): nothing to restore or wipe.
        if (buster === keptFor) return;
        keptFor = buster;
        stopSaving?.();
        stopSaving = undefined;
        if (buster === null) {
          await persister.removeClient();
          return;
        }
        // Another person's data, or data too old, is wiped by the restore instead of being shown.
        await persistQueryClientRestore({ queryClient, persister, buster, maxAge: KEPT_MAX_AGE_MS });
        // The identity may have changed while the restore ran: its own turn in the queue follows.
        if (keptFor !== buster) return;
        stopSaving = persistQueryClientSubscribe({ queryClient, persister, buster });
        // What the page already shows (a painted page's data changes no more until it is refreshed).
        await persistQueryClientSave({ queryClient, persister, buster });
      })
      .catch((error: unknown) => console.warn('Kept data not kept', error));
  };

  follow(queryClient.getQueryData(userOptions.queryKey) ?? null);
  const stopFollowing = followIdentity(queryClient, follow);
  return () => {
    stopFollowing();
    stopSaving?.();
    persister.cancel();
  };
}

export { KEPT_MAX_AGE_MS, keepData, restoreKept };
