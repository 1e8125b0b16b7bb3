import { useEffect, type ComponentType, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import type { RemoteEntry, RuntimeConfig } from '@cabinet/runtime';
import { Toaster } from '@cabinet/kit/ui';
import { usePaintedPressHandover } from '../boot/painted-press-handover.ts';
import { RuntimeConfigProvider } from '../config/runtime-config-context.tsx';
import { AppRoutes } from './app-routes.tsx';

interface AppProps {
  config: RuntimeConfig;
  remotes: RemoteEntry[];
  queryClient: QueryClient;
  /** The router around the routes: the browser's by default; the renderer gives a static one (server/render-app.tsx). */
  Router?: ComponentType<{ children: ReactNode }>;
  /** Called once the first render is on screen (a server's render never calls it). */
  onFirstRender?: () => void;
}

/**
 * `useTransitions={false}`: a navigation commits as an ordinary update, so
 * that `flushSync` puts the new page on screen at once (sign-out and the 401
 * handler leave a guarded page before they clear the user), and a lazy page
 * shows the delayed fallback instead of freezing the old page.
 */
function DocumentRouter({ children }: { children: ReactNode }) {
  return <BrowserRouter useTransitions={false}>{children}</BrowserRouter>;
}

/**
 * Providers around the one router; the one toast region every remote's
 * toasts appear in. The declarative router, not the data router: nothing
 * uses loaders or actions, and the data router's core would add ≈ 16 KB gzip
 * to the shared react-router build every page loads.
 */
function App({ config, remotes, queryClient, Router = DocumentRouter, onFirstRender }: AppProps) {
  // A page the renderer painted: a button pressed before it was hydrated is pressed now.
  usePaintedPressHandover();
  // The document's start gives one callback for the app's life: this runs once.
  useEffect(() => onFirstRender?.(), [onFirstRender]);
  return (
    <RuntimeConfigProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <Router>
          <AppRoutes remotes={remotes} />
        </Router>
        <Toaster />
      </QueryClientProvider>
    </RuntimeConfigProvider>
  );
}

export { App };
