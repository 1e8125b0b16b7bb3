/**
 * What makes the cabinet open offline, started after the app's first render
 * (its bytes are not the page's start-up's): the person's data kept in
 * IndexedDB, and the service worker that keeps the files and the shell.
 * With no connection at start-up, the app loads it first, for what was kept.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { RuntimeConfig } from '@cabinet/runtime';
import { keepData, restoreKept } from './kept-data.ts';
import { registerWorker } from './register-worker.ts';

let started = false;

function startOffline(queryClient: QueryClient, config: RuntimeConfig): void {
  if (started) return;
  started = true;
  keepData(queryClient);
  registerWorker(config);
}

export { restoreKept, startOffline };
