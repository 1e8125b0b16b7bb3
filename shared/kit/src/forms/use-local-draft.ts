import { useEffect, useRef, useState } from 'react';

/**
 * What a person typed, kept in local storage as they type (debounced), so a
 * reload, a failed save or a session that expired does not lose it.
 *
 * A draft remembers the server's state it started from (`base`, e.g. the
 * saved answers): when the form opens again and the server's state is still
 * that one, the draft is restored (`restored` is true, to say so); when the
 * server has moved on (saved elsewhere, in another tab), the draft is stale
 * and dropped, so it never overwrites newer data. `clear()` after a save.
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
}

interface StoredDraft<T> {
  base: string;
  value: T;
  saved_at: string;
}

const PREFIX = 'cabinet:draft:';

function readDraft<T>(key: string): StoredDraft<T> | null {
  try {
    const text = window.localStorage.getItem(PREFIX + key);
    return text ? (JSON.parse(text) as StoredDraft<T>) : null;
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

function useLocalDraft<T>({ key, base, initial, delay = 400 }: LocalDraftOptions<T>) {
  const [state] = useState(() => {
    const stored = key ? readDraft<T>(key) : null;
    if (stored && stored.base === base) return { value: stored.value, restored: true };
    if (stored && key) writeDraft(key, null);
    return { value: initial(), restored: false };
  });
  const [value, setValue] = useState<T>(state.value);
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
    /** True when the form opened with a draft restored (say «Восстановлены несохранённые ответы»). */
    restored: state.restored,
    setValue: (next: T | ((current: T) => T)) => {
      changed.current = true;
      setValue(next);
    },
    /** After a successful save: the draft is gone; the form shows what the server answered. */
    clear: (next: T) => {
      changed.current = false;
      pending.current = null;
      if (key) writeDraft(key, null);
      setValue(next);
    },
  };
}

export { useLocalDraft };
