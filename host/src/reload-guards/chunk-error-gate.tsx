import { useEffect, useState, type ReactNode } from 'react';
import { LoadingState } from '@cabinet/kit/ui';
import { isChunkLoadError } from './chunk-error.ts';
import { mayReloadForChunkError, reloadForChunkError } from './chunk-reload.ts';

interface ChunkErrorGateProps {
  /** What was caught: by a route's or a remote's error boundary, or as an unhandled rejection. */
  error: unknown;
  /** What to show for it otherwise: the error screen, the remote's fallback. */
  children: ReactNode;
}

/**
 * Stands in front of an error display: a chunk that failed to load reloads
 * the page once (chunk-reload.ts) and, while the page goes, a quiet status is
 * shown instead of an error the user has no time to read. A second failure
 * on the same path within 10 s, or any other error, shows `children`.
 */
function ChunkErrorGate({ error, children }: ChunkErrorGateProps) {
  // Decided once, without writing anything: a render may run twice.
  const [path] = useState(() => window.location.pathname);
  const [reloading] = useState(() => isChunkLoadError(error) && mayReloadForChunkError(path));

  useEffect(() => {
    if (reloading) reloadForChunkError(path);
  }, [reloading, path]);

  if (reloading) return <LoadingState>Обновляем страницу…</LoadingState>;
  return children;
}

export { ChunkErrorGate };
