import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { clearUser, configureApi, createQueryClient, installRussianMessages, loadIdentity, type RemoteModule } from '@cabinet/runtime';
import { StandaloneApp } from './standalone-app.tsx';
import './standalone.css';

/**
 * Renders one remote's pages inside the shared providers, without the host:
 * `npm run dev -w remotes/<name>` for the team that owns the remote. Uses the
 * default runtime config (cookie mode) with the reference API where the
 * build says it listens (:8000, moved by `CABINET_PORT_OFFSET`).
 */
export async function renderStandalone(module: RemoteModule): Promise<void> {
  installRussianMessages();
  const queryClient = createQueryClient();
  const apiBaseUrl = process.env.CABINET_STANDALONE_API;
  configureApi(apiBaseUrl ? { apiBaseUrl } : {}, { onUnauthorized: () => clearUser(queryClient) });
  await loadIdentity(queryClient);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <StandaloneApp module={module} queryClient={queryClient} />
    </StrictMode>,
  );
}
