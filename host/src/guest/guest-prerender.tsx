import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import * as v from 'valibot';
import { RuntimeConfigSchema, createQueryClient, setUser } from '@cabinet/runtime';
import { GuestProviders, GuestRoutes } from './guest-app.tsx';

/**
 * A guest page's HTML at `path` as a guest sees it, for host/build/prerender.ts
 * (built for node by rspack): the tree guest-entry.tsx hydrates, with the
 * default config and no user.
 */
export function render(path: string): string {
  const queryClient = createQueryClient();
  setUser(queryClient, null);
  return renderToString(
    <StrictMode>
      <GuestProviders config={v.parse(RuntimeConfigSchema, {})} queryClient={queryClient}>
        <StaticRouter location={path}>
          <GuestRoutes />
        </StaticRouter>
      </GuestProviders>
    </StrictMode>,
  );
}
