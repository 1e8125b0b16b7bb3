/**
 * Reads the remote registry (`/remotes.json`, served beside the host and
 * never cached) and registers every remote with the MF runtime. Moving a
 * remote or deploying a new version of it needs no host build.
 */
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { RemoteRegistrySchema, type RemoteEntry } from '@cabinet/runtime';
import * as v from 'valibot';

export async function loadRegistry(url = '/remotes.json'): Promise<RemoteEntry[]> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`Remote registry ${url} answered ${response.status}`);
  const { remotes } = v.parse(RemoteRegistrySchema, await response.json());
  registerRemotes(remotes.map(({ name, entry }) => ({ name, entry })));
  return remotes;
}

/** Forgets what MF cached about a remote, so a retry fetches its manifest again. */
export function reregisterRemote({ name, entry }: RemoteEntry): void {
  registerRemotes([{ name, entry }], { force: true });
}
