/**
 * The guest document (guest.html): what a page load of /login, /register,
 * /password-recovery, /confirm-email, /callback or /verify… runs. No Module
 * Federation runtime, no registry, no remote: a guest needs none of them
 * until the cabinet, which the browser then loads as the app document
 * (leave-for-app.tsx). The start-up is the app's (start-document.tsx)
 * without the federation steps.
 */
import { loadIdentity, setUser } from '@cabinet/runtime';
import { configureClient, startDocument } from '../app/start-document.tsx';
import { loadRuntimeConfig } from '../config/load-runtime-config.ts';
import { mayHaveSession } from '../session/may-have-session.ts';
import { refreshCsrfToken } from '../session/refresh-csrf-token.ts';
import { GuestApp } from './guest-app.tsx';
import '../styles.css';

startDocument('guest.html', async () => {
  const config = await loadRuntimeConfig();
  const queryClient = configureClient(config);
  const user = mayHaveSession(config.authMode) ? await loadIdentity(queryClient) : null;
  if (!user) {
    setUser(queryClient, null);
    void refreshCsrfToken();
  }
  return <GuestApp config={config} queryClient={queryClient} />;
});
