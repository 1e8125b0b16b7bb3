import { useEffect, useRef, useState, useSyncExternalStore } from 'react';

/**
 * What a person typed, kept in local storage as they type (debounced), so a
 * reload, a failed save or a session that expired does not lose it.
 *
 * A draft remembers the server's state it started from (`base`, e.g. the
 * saved answers): when the form opens again and the server's state is still
 * that one, the draft is restored (`restored` is true, to say so); when the
 * server has moved on (saved elsewhere, in another tab), the draft is stale
 * and dropped, so it never overwrites newer data. `clear()` after a save.
 *
 * A page painted on the server has no draft (the server has no storage): it
 * is hydrated as painted and a stored draft restored in the render right
 * after, so that hydration meets the server's text and reports no
 * difference. With no draft stored (most visits) there is no render after:
 * React renders again only a store whose snapshot differs from the server's,
 * and does it at once, the whole form in one task.
 */
interface LocalDraftOptions<T> {
  /** Unique per form, object and user: `poll:3:user:1`. Null turns drafts off (no user yet). */
  key: string | null;
  /** The server's state the form starts from, as a comparable string (JSON of the saved values). */
  base: string;
  /** The form's values from the server, used when there is no draft to restore. */
  initial: () => T;
  /** Milliseconds between the last keystroke and the write. */
  delay?: number;
  /** Whether a draft over the same base is worth restoring (one that says nothing new is not): all are by default. */
  restorable?: (value: T) => boolean;
}

interface StoredDraft<T> {
  base: string;
  value: T;
  saved_at: string;
}

const PREFIX = 'cabinet:draft:';

function readText(key: string): string | null {
  try {
    return window.localStorage.getItem(PREFIX + key);
  } catch {
    return null;
  }
}

function parseDraft<T>(text: string): StoredDraft<T> | null {
  try {
    return JSON.parse(text) as StoredDraft<T>;
  } catch {
    return null;
  }
}

function writeDraft<T>(key: string, draft: StoredDraft<T> | null): void {
  try {
    if (draft) window.localStorage.setItem(PREFIX + key, JSON.stringify(draft));
    else window.localStorage.removeItem(PREFIX + key);
  } catch {
    // Storage full or blocked: the form still works, only without a draft.
  }
}

const subscribeToNothing = () => () => {};

/**
 * The stored draft's text: null on the server and while hydrating what it
 * painted, as when none is stored (nothing to restore either way).
 */
function useStoredText(key: string | null): string | null {
  return useSyncExternalStore(
    subscribeToNothing,
    () => (key ? readText(key) : null),
    () => null,
  );
}

interface DraftState<T> {
  value: T;
  restored: boolean;
  /** Whether a stored draft was read (or typing came first and won). */
  read: boolean;
}

function useLocalDraft<T>({ key, base, initial, delay = 400, restorable = () => true }: LocalDraftOptions<T>) {
  const stored = useStoredText(key);
  /** The form's state from the stored draft's text (there is one only with a key). */
  const restore = (text: string): DraftState<T> => {
    const saved = parseDraft<T>(text);
    if (saved && saved.base === base && restorable(saved.value)) return { value: saved.value, restored: true, read: true };
    if (saved && key && saved.base !== base) writeDraft(key, null);
    return { value: initial(), restored: false, read: true };
  };
  const [draft, setDraft] = useState<DraftState<T>>(() => (stored !== null ? restore(stored) : { value: initial(), restored: false, read: false }));
  // The render after hydration (or after the key came): a stored draft is read now.
  if (stored !== null && !draft.read) setDraft(restore(stored));
  const { value } = draft;
  const changed = useRef(false);
  // The write the pause is waiting for: done at once when the form goes away
  // (a 401 sends the user to sign in) or the page does (a reload, a closed
  // tab), or the last keystrokes before it would be lost.
  const pending = useRef<(() => void) | null>(null);

  useEffect(() => {
    if (!key || !changed.current) return undefined;
    const write = () => {
      pending.current = null;
      writeDraft(key, { base, value, saved_at: new Date().toISOString() });
    };
    pending.current = write;
    const timer = window.setTimeout(write, delay);
    return () => window.clearTimeout(timer);
  }, [key, base, value, delay]);

  useEffect(() => {
    const flush = () => pending.current?.();
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, []);

  return {
    value,
    /**
     * True when the form opened with a draft restored (say «Восстановлены
     * несохранённые ответы»), until `clear()`. On a painted page it turns true
     * in the render after hydration.
     */
    restored: draft.restored,
    setValue: (next: T | ((current: T) => T)) => {
      changed.current = true;
      setDraft((current) => ({
        value: typeof next === 'function' ? (next as (current: T) => T)(current.value) : next,
        restored: current.restored,
        read: true,
      }));
    },
    /** After a successful save: the draft is gone; the form shows what the server answered. */
    clear: (next: T) => {
      changed.current = false;
      pending.current = null;
      if (key) writeDraft(key, null);
      setDraft({ value: next, restored: false, read: true });
    },
  };
}

export { useLocalDraft };
