/**
 * The registry a static server serves beside the host when there is no
 * release store (dev builds, bench:scale): the host's own `remotes.json`,
 * built beside it. With a store there is none — the registry is composed
 * from the teams' records (composed-registry.ts). Its entries name
 * `localhost` on the default ports; a run with `CABINET_PORT_OFFSET` serves
 * them on its own.
 */
import type { RemoteRegistry } from '@cabinet/runtime/registry';
import { withPortOffset } from './apps.ts';
import { changedFileText } from './changed-file.ts';

/** The registry file's text as served, on this run's ports; null while there is none. */
async function servedRegistryText(file: string): Promise<string | null> {
  try {
    return withPortOffset(await changedFileText(file)).trim();
  } catch {
    return null;
  }
}

/** The registry file as served; null while there is none (before the first release) or it cannot be read. */
async function readRegistryFile(file: string): Promise<RemoteRegistry | null> {
  const text = await servedRegistryText(file);
  try {
    return text === null ? null : (JSON.parse(text) as RemoteRegistry);
  } catch {
    return null;
  }
}

export { readRegistryFile, servedRegistryText };
