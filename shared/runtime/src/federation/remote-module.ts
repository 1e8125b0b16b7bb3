import type { RouteObject } from 'react-router-dom';

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
