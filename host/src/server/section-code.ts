/**
 * The sections' server code in the renderer's process: a remote's server
 * build (rspack/server-build.ts), released in its release's `server/` folder,
 * loaded from the store's copy on this machine through the federation
 * runtime, which shares this render's singletons with it — the one React, the
 * router, the query client and `@cabinet/runtime` with its API client set up
 * for the visitor — as the browser's host shares its own.
 *
 * Each release is loaded once, under its own name (a canary is rendered
 * beside the live release of the same remote), by one load that every page
 * asking meanwhile waits for. What the registry names is kept (`keepReleases`,
 * when it changes) and the rest dropped, their code left to the garbage
 * collector: a release made under the running renderer replaces its
 * predecessor's code instead of adding to it (bench:render's memory). The few
 * used last bound it besides, whatever the registry says.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import * as React from 'react';
import * as ReactJsxRuntime from 'react/jsx-runtime';
import * as ReactDom from 'react-dom';
import * as ReactRouterDom from 'react-router-dom';
import * as ReactQuery from '@tanstack/react-query';
import * as TailwindMerge from 'tailwind-merge';
import { createInstance } from '@module-federation/enhanced/runtime';
import { resetFederationGlobalInfo } from '@module-federation/runtime-core';
import * as Runtime from '@cabinet/runtime';
import type { RemoteModule } from '@cabinet/runtime';
import { SERVER_ENTRY_FILE, isReleaseId } from '@cabinet/runtime/registry';
import { hostProvides } from '../federation/host-provides.ts';

/**
 * Node's own `require` for a release's file (not the bundle's), made for that file: Node lists a loaded module
 * among its requirer's children for good, so a `require` kept here kept every dropped release's code reachable
 * (≈ 1 MB a release, bench:render's memory). Its `cache` is Node's one module cache.
 */
const requireFor = (file: string): NodeJS.Require => createRequire(file);

/** Releases whose code is kept at most: a live and a canary of each remote, and one more. */
const KEPT = 9;

interface SectionRelease {
  name: string;
  release: string;
}

// The versions the browser's host provides (rspack/provisions.ts): a remote is offered the same here. (No
// sonner: a toast is never raised on the server; a remote's own copy stands in.)
// Loaded already, so that a remote takes this copy ('loaded-first') rather than a copy of its own.
const shared = (request: string, lib: unknown) => ({
  version: (hostProvides().shared as Record<string, string | undefined>)[request] ?? '0.0.0',
  lib: () => lib,
  loaded: true,
  strategy: 'loaded-first' as const,
  shareConfig: { singleton: true, requiredVersion: false as const },
});

// This host build's federation starts on its own: a build loaded before it in this process (a redeploy under
// the running renderer) left its instances, remotes' among them, and its share scope in the process's global.
resetFederationGlobalInfo();
const federation = createInstance({
  name: 'cabinet_host_server',
  remotes: [],
  shareStrategy: 'loaded-first',
  shared: {
    react: shared('react', React),
    'react/jsx-runtime': shared('react', ReactJsxRuntime),
    'react-dom': shared('react-dom', ReactDom),
    'react-router-dom': shared('react-router-dom', ReactRouterDom),
    '@tanstack/react-query': shared('@tanstack/react-query', ReactQuery),
    '@cabinet/runtime': shared('@cabinet/runtime', Runtime),
    'tailwind-merge': shared('tailwind-merge', TailwindMerge),
  },
  plugins: [
    {
      name: 'cabinet-section-code',
      // The entry is the store's file on this disk, never an address: nothing is fetched for a page. Evaluated
      // anew for this instance: a copy Node kept from a host build loaded before this one (a redeploy under the
      // running renderer) has its modules evaluated already, with that build's React.
      loadEntry: ({ remoteInfo }) => {
        const load = requireFor(remoteInfo.entry);
        delete load.cache[remoteInfo.entry];
        return load(remoteInfo.entry) as never;
      },
    },
  ],
});

const loads = new Map<string, { file: string; load: Promise<RemoteModule> }>();

const keyOf = ({ name, release }: SectionRelease) => `${name}__${release.replace(/\W/g, '_')}`;

function forget(key: string, file: string): void {
  loads.delete(key);
  const folder = path.dirname(file);
  const { cache } = requireFor(file);
  for (const cached of Object.keys(cache)) if (cached.startsWith(folder)) delete cache[cached];
  const remote = federation.options.remotes.find((candidate) => candidate.name === key);
  // Private in the runtime's types, and what `registerRemotes(…, { force: true })` calls: the container, its
  // module cache and its share-scope entries go.
  if (remote) (federation.remoteHandler as unknown as { removeRemote(remote: object): void }).removeRemote(remote);
}

/** The release's server module; rejects when its store folder has no server build, or it does not load. */
function sectionModule(storeFolder: string, section: SectionRelease): Promise<RemoteModule> {
  if (!/^[a-z][a-z0-9-]*$/.test(section.name) || !isReleaseId(section.release)) return Promise.reject(new Error('Not a release of a section'));
  const key = keyOf(section);
  const file = path.join(storeFolder, section.name, section.release, SERVER_ENTRY_FILE);
  const kept = loads.get(key);
  if (kept) {
    // Used last: kept the longest.
    loads.delete(key);
    loads.set(key, kept);
    return kept.load;
  }
  const load = (async () => {
    federation.registerRemotes([{ name: key, entry: file }], { force: true });
    const loaded = await federation.loadRemote<{ default?: RemoteModule }>(`${key}/module`);
    const module = loaded?.default;
    if (!module || !Array.isArray(module.routes)) throw new Error(`${section.name} ${section.release} exposes no routes on the server`);
    return module;
  })();
  // A failed load is tried again by the next page.
  load.catch(() => forget(key, file));
  loads.set(key, { file, load });
  for (const [oldest, { file: oldestFile }] of loads) {
    if (loads.size <= KEPT) break;
    forget(oldest, oldestFile);
  }
  return load;
}

/**
 * Drops the code of every loaded release but `named` (the registry's live releases and canaries, which are
 * all the pages render): a page that read the registry before it changed and asks for a dropped one loads it
 * again. Pages rendering with a dropped release's code finish with it.
 */
function keepReleases(named: readonly SectionRelease[]): void {
  const keys = new Set(named.map(keyOf));
  for (const [key, { file }] of loads) if (!keys.has(key)) forget(key, file);
}

export { keepReleases, sectionModule };
export type { SectionRelease };
