import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => onlineManager.subscribe(onChange);
const isOnline = () => onlineManager.isOnline();
// A page painted on a server was painted online: the browser's first render agrees with it, then follows.
const paintedOnline = () => true;

/**
 * Whether the browser has a connection, as TanStack Query's online manager
 * (the one every app shares) sees it: it pauses queries while offline and
 * refreshes them when the connection returns, so what the page shows and
 * what it allows follow the same signal.
 */
function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, paintedOnline);
}

export { useOnline };
