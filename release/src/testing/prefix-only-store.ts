/**
 * A store as a team's credentials see it (the README's per-prefix policy):
 * it reads and lists everything, and refuses to write or delete outside the
 * prefixes it is allowed, as S3 answers AccessDenied.
 */
import type { ObjectStore } from '@cabinet/serving/store/object-store';

class AccessDenied extends Error {
  constructor(key: string) {
    super(`AccessDenied: ${key}`);
    this.name = 'AccessDenied';
  }
}

function prefixOnlyStore(store: ObjectStore, allowed: readonly string[]): ObjectStore {
  const check = (key: string) => {
    if (!allowed.some((prefix) => key === prefix || (prefix.endsWith('/') && key.startsWith(prefix)))) throw new AccessDenied(key);
  };
  return {
    label: store.label,
    get: (key) => store.get(key),
    list: (prefix) => store.list(prefix),
    async put(key, body, options) {
      check(key);
      await store.put(key, body, options);
    },
    async delete(keys) {
      for (const key of keys) check(key);
      await store.delete(keys);
    },
  };
}

export { AccessDenied, prefixOnlyStore };
