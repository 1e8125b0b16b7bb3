import { lazy, Suspense, useEffect, useLayoutEffect, useState, type ComponentType } from 'react';
import { useRoutes } from 'react-router-dom';
import type { RemoteEntry, RemoteModule } from '@cabinet/runtime';
import { handOverTypedInputToSection } from '../boot/painted-input-handover.ts';
import { endSectionPressHold } from '../boot/painted-press-handover.ts';
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
import { useServerSection } from './server-section.ts';

function RemoteRoutes({ remote, module }: { remote: string; module: RemoteModule }) {
  // The section's first render since the navigation into it (field health).
  useLayoutEffect(() => tellFieldHealth({ type: 'rendered', remote, at: performance.now() }), [remote]);
  // On a painted page the section is hydrated (or rendered) after the rest: text typed into it meanwhile is its
  // form's, and a press held on it is made now.
  useEffect(() => {
    handOverTypedInputToSection(document.getElementById('root'));
    endSectionPressHold();
  }, []);
  return useRoutes(module.routes) ?? <RemoteNotFound title={module.title} home={`/cabinet/${module.name}`} />;
}

/** A section whose module is at hand, rendered at once (no suspending: a painted page hydrates it in the same pass). */
function loadedSection(name: string, module: RemoteModule): ComponentType {
  return function LoadedSection() {
    return <RemoteRoutes remote={name} module={module} />;
  };
}

// React.lazy caches a rejected import forever, so every retry needs a new
// lazy component; a loaded one is kept so that coming back is instant.
const lazies = new Map<string, ComponentType>();
const loads = new Map<string, Promise<RemoteModule>>();
const loaded = new Map<string, RemoteModule>();
const failed = new Set<string>();
const attempts = new Map<string, number>();

const lazyKey = (name: string, attempt: number) => `${name}#${attempt}`;

/** One load per attempt, shared by its lazy component and a preload. */
function loadSection(entry: RemoteEntry, attempt: number): Promise<RemoteModule> {
  const key = lazyKey(entry.name, attempt);
  let load = loads.get(key);
  if (!load) {
    load = (async () => {
      // The first visit loads the release the registry names now, not the one the page started with.
      await refreshRegistry({ maxAgeMs: ENTRY_SYNC_MAX_AGE_MS });
      if (attempt > 0) reregisterRemote(entry);
      try {
        const module = await loadRemoteModule(entry.name);
        loaded.set(key, module);
        return module;
      } catch (error) {
        failed.add(key);
        throw error;
      }
    })();
    loads.set(key, load);
  }
  return load;
}

function remoteComponent(entry: RemoteEntry, attempt: number): ComponentType {
  const key = lazyKey(entry.name, attempt);
  let component = lazies.get(key);
  if (!component) {
    const module = loaded.get(key);
    component = module ? loadedSection(entry.name, module) : lazy(async () => ({ default: loadedSection(entry.name, await loadSection(entry, attempt)) }));
    lazies.set(key, component);
  }
  return component;
}

/**
 * Before a painted page is hydrated: the section's module, loaded, so that its
 * first render is the server's (a rejection leaves the section to load as usual).
 */
async function preloadSection(entry: RemoteEntry): Promise<void> {
  const attempt = attempts.get(entry.name) ?? 0;
  await loadSection(entry, attempt);
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
function RemoteOutlet({ entry }: { entry: RemoteEntry }) {
  const serverModule = useServerSection(entry.name);
  // The lazy component lives in state: it changes only when an attempt does.
  const [{ attempt, Remote }, setLoad] = useState(() => {
    // On the server a section is painted with the module loaded for the render, else left to the browser (client-only-section.ts).
    if (onServer()) return { attempt: 0, Remote: serverModule ? loadedSection(entry.name, serverModule) : (ClientOnlySection as ComponentType) };
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

export { RemoteOutlet, preloadSection };
