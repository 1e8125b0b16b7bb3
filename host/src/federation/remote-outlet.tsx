import { lazy, Suspense, useLayoutEffect, useState, type ComponentType } from 'react';
import { useRoutes } from 'react-router-dom';
import type { RemoteEntry, RemoteModule } from '@cabinet/runtime';
import { ChunkErrorGate } from '../reload-guards/chunk-error-gate.tsx';
import { ClientOnlySection } from './client-only-section.ts';

/**
 * True in the host's server render (rspack.landing.config.ts), false in the
 * browser's build, which then drops the server's branch; unset in unit tests,
 * which run in either environment.
 */
declare const __CABINET_SERVER__: boolean | undefined;
const onServer = (): boolean => (typeof __CABINET_SERVER__ === 'boolean' ? __CABINET_SERVER__ : typeof window === 'undefined');
import { Skeleton } from '@cabinet/kit/ui';
import { tellFieldHealth } from './field-health/field-health.ts';
import { loadRemoteModule } from './load-remote-module.ts';
import { incompatibilityOf } from './incompatible-remotes.ts';
import { reregisterRemote } from './registry.ts';
import { ENTRY_SYNC_MAX_AGE_MS, refreshRegistry } from './registry-sync.ts';
import { RemoteErrorBoundary } from './remote-error-boundary.tsx';
import { RemoteFallback } from './remote-fallback.tsx';
import { RemoteNotFound } from './remote-not-found.tsx';
import { RemoteUnavailableError } from './unavailable.ts';

function RemoteRoutes({ remote, module }: { remote: string; module: RemoteModule }) {
  // The section's first render since the navigation into it (field health).
  useLayoutEffect(() => tellFieldHealth({ type: 'rendered', remote, at: performance.now() }), [remote]);
  return useRoutes(module.routes) ?? <RemoteNotFound title={module.title} home={`/cabinet/${module.name}`} />;
}

// React.lazy caches a rejected import forever, so every retry needs a new
// lazy component; a loaded one is kept so that coming back is instant.
const lazies = new Map<string, ComponentType>();
const failed = new Set<string>();
const attempts = new Map<string, number>();

const lazyKey = (name: string, attempt: number) => `${name}#${attempt}`;

function remoteComponent(entry: RemoteEntry, attempt: number): ComponentType {
  const key = lazyKey(entry.name, attempt);
  let component = lazies.get(key);
  if (!component) {
    component = lazy(async () => {
      // The first visit loads the release the registry names now, not the one the page started with.
      await refreshRegistry({ maxAgeMs: ENTRY_SYNC_MAX_AGE_MS });
      if (attempt > 0) reregisterRemote(entry);
      try {
        const module = await loadRemoteModule(entry.name);
        return { default: () => <RemoteRoutes remote={entry.name} module={module} /> };
      } catch (error) {
        failed.add(key);
        throw error;
      }
    });
    lazies.set(key, component);
  }
  return component;
}

/** The attempt to render: a section opened again after a failure tries anew. */
function nextAttempt(name: string, retry: boolean): number {
  const current = attempts.get(name) ?? 0;
  const next = retry || failed.has(lazyKey(name, current)) ? current + 1 : current;
  attempts.set(name, next);
  return next;
}

function RemoteLoading({ title }: { title: string }) {
  return (
    <div role="status" aria-label={`Загрузка раздела «${title}»`} className="flex flex-col gap-3">
      <Skeleton className="h-8 w-48" />
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-24 w-full" />
    </div>
  );
}

/** Mounts one remote under `/cabinet/<name>/*` with its own fallback. */
export function RemoteOutlet({ entry }: { entry: RemoteEntry }) {
  // The lazy component lives in state: it changes only when an attempt does.
  const [{ attempt, Remote }, setLoad] = useState(() => {
    // On the server no remote loads: the section is the browser's (client-only-section.ts).
    if (onServer()) return { attempt: 0, Remote: ClientOnlySection as ComponentType };
    const first = nextAttempt(entry.name, false);
    return { attempt: first, Remote: remoteComponent(entry, first) };
  });
  const retry = () => {
    const next = nextAttempt(entry.name, true);
    setLoad({ attempt: next, Remote: remoteComponent(entry, next) });
  };
  return (
    <RemoteErrorBoundary
      key={attempt}
      // A failed load is the field-health plugin's to record; a render or a chunk of the section's own is recorded here.
      onError={(error) => {
        if (!(error instanceof RemoteUnavailableError)) tellFieldHealth({ type: 'section-error', remote: entry.name, error });
      }}
      // A chunk of a remote whose entry loaded (a redeploy removed it) reloads
      // the page once; a remote that is down, or fails again, gets its fallback.
      fallback={(error) => (
        <ChunkErrorGate error={error}>
          <RemoteFallback title={entry.title} incompatible={incompatibilityOf(entry.name) !== undefined} onRetry={retry} />
        </ChunkErrorGate>
      )}
    >
      <Suspense fallback={<RemoteLoading title={entry.title} />}>
        <Remote />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
