/**
 * `@cabinet/runtime/registry`: what the release tool (which writes the
 * store) and whoever reads it (the host, the servers that fill `app.html`)
 * agree on — the registry's rules, the store's layout, previews, and since
 * 1.6.0 how the registry is composed from the teams' own records.
 */
export * from './release-store.ts';
export * from './registry-compose.ts';
export { isReleaseId } from './release-id.ts';
