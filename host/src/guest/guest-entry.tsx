/**
 * The guest document (guest.html): what a page load of /login, /register,
 * /password-recovery, /confirm-email, /callback or /verify… runs. No Module
 * Federation runtime, no registry, no remote: a guest needs none of them
 * until the cabinet, which the browser then loads as the app document
 * (leave-for-app.tsx). The start-up is the app's (bootstrap.tsx) without
 * the federation steps.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApi, createQueryClient, installRussianMessages, loadIdentity, setUser } from '@cabinet/runtime';
import { outsideNavigation } from '../app/navigation-bridge.tsx';
import { loadRuntimeConfig } from '../config/load-runtime-config.ts';
import { StartupFailure } from '../errors/startup-failure.tsx';
import { captureEarlyErrors } from '../errors/use-unhandled-error.ts';
import { createUnauthorizedHandler } from '../session/handle-unauthorized.ts';
import { mayHaveSession } from '../session/may-have-session.ts';
import { refreshCsrfToken } from '../session/refresh-csrf-token.ts';
import { followSignIn } from '../session/sign-in-marker.ts';
import { startColorMode } from '../theme/color-mode-store.ts';
import { GuestApp } from './guest-app.tsx';
import '../styles.css';

function rootElement(): HTMLElement {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from guest.html');
  return root;
}

async function start() {
  captureEarlyErrors();
  installRussianMessages();
  startColorMode();
  const config = await loadRuntimeConfig();
  const queryClient = createQueryClient();
  configureApi(config, {
    onUnauthorized: createUnauthorizedHandler({ queryClient, navigation: outsideNavigation, authMode: config.authMode }),
  });
  followSignIn(queryClient);
  const user = mayHaveSession(config.authMode) ? await loadIdentity(queryClient) : null;
  if (!user) {
    setUser(queryClient, null);
    void refreshCsrfToken();
  }
  createRoot(rootElement()).render(
    <StrictMode>
      <GuestApp config={config} queryClient={queryClient} />
    </StrictMode>,
  );
}

start().catch((error: unknown) => {
  console.error('The cabinet failed to start', error);
  createRoot(rootElement()).render(<StartupFailure />);
});
