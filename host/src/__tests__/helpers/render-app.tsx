/**
 * Renders the host as bootstrap does — runtime config, the API client with
 * the 401 handler, the identity loaded first — on a memory router with the
 * real route table, against the msw API of `@cabinet/shared/testing`.
 */
import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import * as v from 'valibot';
import {
  RuntimeConfigSchema,
  configureApi,
  createQueryClient,
  installRussianMessages,
  loadIdentity,
  type RemoteEntry,
  type RuntimeConfigInput,
} from '@cabinet/shared';
import { App } from '../../app/app.tsx';
import { createRoutes } from '../../app/routes.tsx';
import { createUnauthorizedHandler } from '../../session/handle-unauthorized.ts';

interface RenderAppOptions {
  config?: RuntimeConfigInput;
  remotes?: RemoteEntry[];
}

async function renderApp(path: string, options: RenderAppOptions = {}) {
  installRussianMessages();
  const config = v.parse(RuntimeConfigSchema, options.config ?? {});
  const queryClient = createQueryClient();
  const router = createMemoryRouter(createRoutes(options.remotes ?? []), { initialEntries: [path] });
  configureApi(config, {
    onUnauthorized: createUnauthorizedHandler({ queryClient, router, authMode: config.authMode }),
    retryDelay: 0,
  });
  await loadIdentity(queryClient);
  const view = render(<App config={config} router={router} queryClient={queryClient} />);
  /** Where the router is now: `/login?redirect=%2Fcabinet%2Fpolls`. */
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...view, router, queryClient, location };
}

export { renderApp };
