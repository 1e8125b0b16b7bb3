import { createBrowserRouter, Navigate } from 'react-router-dom';
import type { RemoteEntry, RuntimeConfig } from '@cabinet/shared';
import { RemoteOutlet } from '../federation/remote-outlet.tsx';
import { DefaultLayout } from '../layouts/default-layout.tsx';

interface RouterOptions {
  config: RuntimeConfig;
  remotes: RemoteEntry[];
}

export function createAppRouter({ remotes }: RouterOptions) {
  return createBrowserRouter([
    {
      element: <DefaultLayout remotes={remotes} />,
      children: [
        { path: '/', element: <Navigate to="/cabinet/events" replace /> },
        { path: '/cabinet', element: <Navigate to="/cabinet/events" replace /> },
        ...remotes.map((entry) => ({
          path: `/cabinet/${entry.name}/*`,
          element: <RemoteOutlet key={entry.name} entry={entry} />,
        })),
      ],
    },
  ]);
}
