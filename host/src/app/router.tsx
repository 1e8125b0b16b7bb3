import { createBrowserRouter } from 'react-router-dom';
import type { RemoteEntry } from '@cabinet/shared';
import { createRoutes } from './routes.tsx';

/** The one router of the app; remotes contribute routes under `/cabinet/<name>/*`. */
function createAppRouter(remotes: RemoteEntry[]) {
  return createBrowserRouter(createRoutes(remotes));
}

type AppRouter = ReturnType<typeof createAppRouter>;

export { createAppRouter };
export type { AppRouter };
