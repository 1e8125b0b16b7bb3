import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteModule } from '@cabinet/runtime';
import { requestToaster } from '@cabinet/kit/ui';
import { isSharedLoaded } from './shared-loaded.ts';
import { markRemoteLoaded } from './registry-sync.ts';
import { isUnavailableRemote, RemoteUnavailableError } from './unavailable.ts';

/** Loads a remote's `./module` expose, or throws RemoteUnavailableError. */
export async function loadRemoteModule(name: string): Promise<RemoteModule> {
  let loaded: unknown;
  try {
    loaded = await loadRemote<{ default: RemoteModule }>(`${name}/module`);
  } catch (error) {
    throw new RemoteUnavailableError(name, error);
  }
  if (isUnavailableRemote(loaded)) throw new RemoteUnavailableError(name, loaded.error);
  const module = (loaded as { default?: RemoteModule } | null)?.default;
  if (!module || !Array.isArray(module.routes)) {
    throw new RemoteUnavailableError(name, new Error('The remote exposes no routes'));
  }
  markRemoteLoaded(name);
  // A remote built with an older kit raises toasts through sonner itself,
  // which it then loaded with its code: the region must be there to show them.
  if (isSharedLoaded('sonner')) requestToaster();
  return module;
}
