import type { RouteObject } from 'react-router-dom';

/**
 * The version of this contract (the shape of `RemoteModule` and how the
 * host mounts it). A remote's build records the one it was built against
 * (from this package's `package.json`, `cabinet.remoteContract`); the host
 * refuses a remote whose contract it does not accept. Change it — and the
 * package's major — when a remote built against the old one would break.
 */
export const REMOTE_CONTRACT_VERSION = 1;

/**
 * What every remote exposes as `./module`: its pages as route objects,
 * relative to the prefix the host mounts it under (`/cabinet/<name>/*`).
 */
export interface RemoteModule {
  /** Federation name, the same as in the registry. */
  name: string;
  /** Russian section title (the «Страница не найдена» link back names it). */
  title: string;
  routes: RouteObject[];
}

/** Type helper for a remote's `module.tsx`: checks the shape, keeps the type. */
export function defineRemoteModule(module: RemoteModule): RemoteModule {
  return module;
}
