/**
 * Whether any app on the page has loaded shared package `name` through the
 * share scope (MF's `__FEDERATION__.__SHARE__`: instance → scope → package →
 * version). Unknown (no such global) counts as loaded.
 */
type SharedVersion = { loaded?: boolean; lib?: unknown; treeShaking?: { loaded?: boolean; lib?: unknown } };
type ShareScopes = Record<string, Record<string, Record<string, Record<string, SharedVersion>>>>;

function isSharedLoaded(name: string): boolean {
  const scopes = (globalThis as { __FEDERATION__?: { __SHARE__?: ShareScopes } }).__FEDERATION__?.__SHARE__;
  if (!scopes) return true;
  return Object.values(scopes).some((instance) =>
    Object.values(instance).some((packages) =>
      Object.values(packages[name] ?? {}).some(
        (shared) => Boolean(shared.loaded || shared.lib || shared.treeShaking?.loaded || shared.treeShaking?.lib),
      ),
    ),
  );
}

export { isSharedLoaded };
