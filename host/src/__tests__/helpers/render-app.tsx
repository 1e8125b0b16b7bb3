/**
 * Renders the host as bootstrap does — runtime config, the API client with
 * the 401 handler, the identity loaded first, the app's own browser router
 * and real route table — at `path` of the test window's history, against the
 * msw API of `@cabinet/testing`.
 */
import { act, render } from '@testing-library/react';
import * as v from 'valibot';
import { RuntimeConfigSchema, configureApi, createQueryClient, installRussianMessages, loadIdentity, type RemoteEntry, type RuntimeConfigInput } from '@cabinet/runtime';
import { App } from '../../app/app.tsx';
import { outsideNavigation } from '../../app/navigation-bridge.tsx';
import { createUnauthorizedHandler } from '../../session/handle-unauthorized.ts';

interface RenderAppOptions {
  config?: RuntimeConfigInput;
  remotes?: RemoteEntry[];
}

interface NavigateOptions {
  replace?: boolean;
  /** `location.state` of the new entry, as a page's `navigate(to, { state })` leaves it. */
  state?: unknown;
}

async function renderApp(path: string, options: RenderAppOptions = {}) {
  installRussianMessages();
  // The browser router starts from the address bar, as on a page load.
  window.history.replaceState(null, '', path);
  const config = v.parse(RuntimeConfigSchema, options.config ?? {});
  const queryClient = createQueryClient();
  configureApi(config, {
    onUnauthorized: createUnauthorizedHandler({ queryClient, navigation: outsideNavigation, authMode: config.authMode }),
    retryDelay: 0,
  });
  await loadIdentity(queryClient);
  const remotes = options.remotes ?? [];
  const view = render(<App config={config} remotes={remotes} queryClient={queryClient} />);
  /**
   * A navigation inside the app, as a link or a page would make it. An async
   * act: it keeps React's act environment on until the new page has settled.
   */
  const navigate = (to: string, { replace = false, state }: NavigateOptions = {}) =>
    act(async () => {
      outsideNavigation.navigate(to, { replace, state });
    });
  /** Where the router is now: `/login?redirect=%2Fcabinet%2Fpolls`. */
  const location = () => `${window.location.pathname}${window.location.search}`;
  return { ...view, queryClient, navigate, location };
}

export { renderApp };
