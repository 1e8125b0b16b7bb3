import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApi, createQueryClient, installRussianMessages, loadIdentity } from '@cabinet/runtime';
import { App } from './app/app.tsx';
import { outsideNavigation } from './app/navigation-bridge.tsx';
import { loadRuntimeConfig } from './config/load-runtime-config.ts';
import { StartupFailure } from './errors/startup-failure.tsx';
import { captureEarlyErrors } from './errors/use-unhandled-error.ts';
import { preloadSectionOf } from './federation/prefetch.ts';
import { loadRegistry } from './federation/registry.ts';
import { registryReadAt } from './federation/registry-sync.ts';
import { createUnauthorizedHandler } from './session/handle-unauthorized.ts';
import { refreshCsrfToken } from './session/refresh-csrf-token.ts';
import { startColorMode } from './theme/color-mode-store.ts';
import './styles.css';

function rootElement(): HTMLElement {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from app.html');
  return root;
}

async function start() {
  // Before anything else: an error thrown before the first render still reaches the error screen.
  captureEarlyErrors();
  installRussianMessages();
  // The head script set the mode before paint; from here on it follows the switch, the OS and other tabs.
  startColorMode();
  const [config, remotes] = await Promise.all([loadRuntimeConfig(), loadRegistry()]);
  registryReadAt(Date.now());
  preloadSectionOf(window.location.pathname, remotes.map((remote) => remote.name));
  const queryClient = createQueryClient();
  configureApi(config, {
    onUnauthorized: createUnauthorizedHandler({ queryClient, navigation: outsideNavigation, authMode: config.authMode }),
  });
  // Guarded content waits for this: the identity is known before any route renders.
  const user = await loadIdentity(queryClient);
  // A guest may still hold the CSRF cookie of a session that has expired on
  // the server; renew it so that the first sign-in is not refused with 419.
  if (!user) void refreshCsrfToken();
  createRoot(rootElement()).render(
    <StrictMode>
      <App config={config} remotes={remotes} queryClient={queryClient} />
    </StrictMode>,
  );
}

start().catch((error: unknown) => {
  // Without config or registry there is no app to route; say so instead of a blank page.
  console.error('The cabinet failed to start', error);
  createRoot(rootElement()).render(<StartupFailure />);
});
