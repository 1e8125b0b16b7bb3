import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { clearUser, configureApi, createQueryClient, loadIdentity } from '@cabinet/shared';
import { loadRuntimeConfig } from './config/load-runtime-config.ts';
import { loadRegistry } from './federation/registry.ts';
import { App } from './app/app.tsx';
import './styles.css';

async function start() {
  const [config, remotes] = await Promise.all([loadRuntimeConfig(), loadRegistry()]);
  const queryClient = createQueryClient();
  configureApi(config, { onUnauthorized: () => clearUser(queryClient) });
  // Guarded content waits for this: the identity is known before any route renders.
  await loadIdentity(queryClient);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <App config={config} remotes={remotes} queryClient={queryClient} />
    </StrictMode>,
  );
}

void start();
