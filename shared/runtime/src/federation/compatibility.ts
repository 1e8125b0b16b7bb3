/**
 * Whether a remote fits this host, decided from the remote's
 * `mf-manifest.json` before any of its code runs: the singleton versions it
 * was built against, the remote contract it implements and the exposes the
 * host loads. The host refuses a misfit (its section's fallback) rather than
 * load a second copy of a singleton or code written for another contract;
 * the release tool refuses to publish one (release/), in a remote's
 * CI too, where no host is built. One place for both, so they cannot
 * disagree, kept with the remote contract (remote-module.ts).
 *
 * Its own entry, `@cabinet/runtime/compatibility`, not the main one: the
 * release tool runs in Node, without the browser singleton, and the host
 * bundles these few stateless rules (as it does the kit).
 */
import { satisfy } from '@module-federation/enhanced/runtime';
import * as v from 'valibot';

/** What a host build provides (written at build time by rspack/provisions.ts). */
interface HostProvisions {
  /** Remote contract versions the host mounts. */
  remoteContracts: number[];
  /** Exposes the host loads from every remote. */
  exposes: string[];
  /** Shared singleton → the version the host provides. */
  shared: Record<string, string>;
}

/** What a remote's build needs, read from its manifest. */
interface RemoteRequirements {
  name: string;
  /** The remote's own version (its package.json). */
  version: string | undefined;
  contract: number | undefined;
  exposes: string[];
  /** Shared module → the version range the remote requires. */
  shared: Record<string, string>;
}

const ManifestSchema = v.object({
  name: v.string(),
  metaData: v.optional(
    v.object({ cabinet: v.optional(v.object({ contract: v.optional(v.number()), version: v.optional(v.string()) })) }),
  ),
  shared: v.optional(v.array(v.object({ name: v.string(), requiredVersion: v.optional(v.union([v.string(), v.literal(false)])) })), []),
  exposes: v.optional(v.array(v.object({ path: v.string() })), []),
});

function requirementsOf(manifest: unknown): RemoteRequirements {
  const parsed = v.parse(ManifestSchema, manifest);
  const shared: Record<string, string> = {};
  for (const module of parsed.shared) {
    if (typeof module.requiredVersion === 'string') shared[module.name] = module.requiredVersion;
  }
  return {
    name: parsed.name,
    version: parsed.metaData?.cabinet?.version,
    contract: parsed.metaData?.cabinet?.contract,
    exposes: parsed.exposes.map((expose) => expose.path),
    shared,
  };
}

/**
 * Every way the remote does not fit, as Russian sentences for a console or
 * a terminal: `нужен react ^20.0.0, хост даёт 19.3.1`,
 * `контракт 2 хост не принимает: принимает 1`, `нет экспорта ./module`.
 * Empty when it fits.
 */
function findMisfits(remote: RemoteRequirements, host: HostProvisions): string[] {
  const misfits: string[] = [];
  if (remote.contract === undefined) {
    misfits.push(`версия контракта удалённого модуля не записана: хост принимает ${host.remoteContracts.join(', ')}`);
  } else if (!host.remoteContracts.includes(remote.contract)) {
    misfits.push(`контракт ${remote.contract} хост не принимает: принимает ${host.remoteContracts.join(', ')}`);
  }
  for (const expose of host.exposes) {
    if (!remote.exposes.includes(expose)) misfits.push(`нет экспорта ${expose}`);
  }
  for (const [name, range] of Object.entries(remote.shared)) {
    const provided = host.shared[name];
    if (provided === undefined) misfits.push(`нужен ${name} ${range}, у хоста его нет`);
    else if (!satisfy(provided, range)) misfits.push(`нужен ${name} ${range}, хост даёт ${provided}`);
  }
  return misfits;
}

export { findMisfits, requirementsOf };
export type { HostProvisions, RemoteRequirements };
