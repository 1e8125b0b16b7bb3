/**
 * Since runtime 1.6.0, what the host's `config.json` lists as `remotes`:
 * each section of apps.json — its name, nav title and badge — and `store`,
 * the address browsers read its team's folder of the release store at. The
 * registry is composed from each team's `<store>/releases.json`
 * (`composeRegistry`, `@cabinet/runtime/registry`): no file of the store is
 * written by more than one team, and a section's entries stay inside the
 * folder named here whatever its `releases.json` says. The servers put it
 * into the config they serve (deployment.ts); the release tool prints it.
 */
import * as v from 'valibot';
import { ConfiguredRemoteSchema, type ConfiguredRemote } from '@cabinet/runtime/config';
import { remotes, type RemoteApp } from './apps.ts';
import { remoteStoreUrl, type StoreLocation } from './store-location.ts';

/** A remote of apps.json as config.json lists it, its team's folder of the store served at `store`. */
function configuredRemote(app: RemoteApp, store: string): ConfiguredRemote {
  const badge = v.safeParse(ConfiguredRemoteSchema.entries.badge, app.badge);
  if (!badge.success) throw new Error(`apps.json: у ${app.name} значок «${app.badge}», которого хост не знает`);
  return v.parse(ConfiguredRemoteSchema, { name: app.name, title: app.title, ...(badge.output ? { badge: badge.output } : {}), store });
}

/**
 * Every remote of apps.json, in its order, for the store at `location`:
 * under the bucket's public address (`<publicUrl>/<name>`), or each on its
 * port for a folder store (which `npm start` serves so) — `remoteStoreUrl`.
 */
function configuredRemotes(location: StoreLocation): ConfiguredRemote[] {
  return remotes.map((app) => configuredRemote(app, remoteStoreUrl(location, app)));
}

export { configuredRemote, configuredRemotes };
