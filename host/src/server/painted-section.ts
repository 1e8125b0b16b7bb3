/**
 * The section a cabinet page shows, painted on the server with its remote's
 * own server code (section-code.ts) and the data its route declares
 * (`prefetch`, runtime 1.7.0): the release the visitor runs — the canary when
 * they are in its share, as the browser chooses — and the stylesheets of that
 * release, for the document to link, so that the painted section has its
 * styles before its code arrives.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import * as v from 'valibot';
import { inCanary, type RemoteEntry, type RemoteModule } from '@cabinet/runtime';
import { routePrefetches } from '@cabinet/runtime/server';
import { findMisfits, requirementsOf } from '@cabinet/runtime/compatibility';
import { hostProvides } from '../federation/host-provides.ts';
import type { AnyQuery } from './route-queries.ts';
import { keepReleases, sectionModule } from './section-code.ts';

interface PaintedSectionCode {
  name: string;
  release: string;
  module: RemoteModule;
  /** Absolute addresses of the release's stylesheets for the section. */
  styles: string[];
}

const SECTION_PATH = /^\/cabinet\/([^/]+)(\/.*)?$/;

/** Whether `pathname` is in a remote's section (its page is the remote's, painted with its server code or left to the browser). */
function isSectionPath(pathname: string, remotes: readonly RemoteEntry[]): boolean {
  const name = SECTION_PATH.exec(pathname)?.[1];
  return remotes.some((remote) => remote.name === name);
}

/** The release of the remote at `pathname` the user runs; null off a section, or with no release recorded. */
function sectionReleaseAt(pathname: string, remotes: readonly RemoteEntry[], userId: number): (RemoteEntry & { release: string }) | null {
  const name = SECTION_PATH.exec(pathname)?.[1];
  const remote = remotes.find((candidate) => candidate.name === name);
  if (!remote) return null;
  const { canary } = remote;
  if (canary && inCanary(remote.name, userId, canary.percent)) return { ...remote, entry: canary.entry, release: canary.release };
  return remote.release === undefined ? null : { ...remote, release: remote.release };
}

const ManifestSchema = v.object({
  exposes: v.array(v.object({ path: v.string(), assets: v.object({ css: v.object({ sync: v.array(v.string()), async: v.array(v.string()) }) }) })),
});

interface ReleaseManifest {
  /** Whether it fits this host (the browser's check: its singletons, its contract); one that does not is the browser's to refuse. */
  fits: boolean;
  /** The stylesheets `./module` needs, as the browser will ask for them. */
  styles: string[];
}

const manifests = new Map<string, Promise<ReleaseManifest>>();
const manifestKey = (remote: RemoteEntry & { release: string }) => `${remote.name} ${remote.release} ${remote.entry}`;

/** The release's manifest in the store, as the browser reads it before it loads the remote. */
function manifestOf(storeFolder: string, remote: RemoteEntry & { release: string }): Promise<ReleaseManifest> {
  const key = manifestKey(remote);
  let manifest = manifests.get(key);
  if (!manifest) {
    manifest = readFile(path.join(storeFolder, remote.name, remote.release, 'mf-manifest.json'), 'utf8').then((text) => {
      const parsed: unknown = JSON.parse(text);
      const module = v.parse(ManifestSchema, parsed).exposes.find((expose) => expose.path === './module');
      return {
        fits: findMisfits(requirementsOf(parsed), hostProvides()).length === 0,
        styles: module ? [...module.assets.css.sync, ...module.assets.css.async].map((file) => new URL(file, remote.entry).href) : [],
      };
    });
    manifest.catch(() => manifests.delete(key));
    manifests.set(key, manifest);
  }
  return manifest;
}

/** The remote's server module and stylesheets for the section at `pathname`; null when it is not painted here. */
async function paintedSectionCode(pathname: string, remotes: readonly RemoteEntry[], userId: number, storeFolder: string): Promise<PaintedSectionCode | null> {
  const remote = sectionReleaseAt(pathname, remotes, userId);
  if (!remote) return null;
  // A release the browser would refuse (another React, another contract) is not run here either.
  const { fits, styles } = await manifestOf(storeFolder, remote);
  if (!fits) return null;
  return { name: remote.name, release: remote.release, module: await sectionModule(storeFolder, remote), styles };
}

/** What the section's matched routes read first, at `url` (path and query). */
function sectionQueries(section: PaintedSectionCode, url: string): AnyQuery[] {
  // The address as asked is a path: the origin is only there to parse it.
  return routePrefetches(section.module, new URL(url, 'http://renderer.invalid')) as AnyQuery[];
}

/**
 * Every release a registry names — each remote's live one and its canary — loaded in the background, so that
 * the first page of a section after a release is painted too, and the code of the releases it no longer names
 * dropped. Failures are the pages' to meet.
 */
function prepareSections(remotes: readonly RemoteEntry[], storeFolder: string): void {
  const named = remotes.flatMap((remote) => [
    ...(remote.release === undefined ? [] : [{ ...remote, release: remote.release }]),
    ...(remote.canary ? [{ ...remote, ...remote.canary }] : []),
  ]);
  keepReleases(named);
  const keys = new Set(named.map(manifestKey));
  for (const key of manifests.keys()) if (!keys.has(key)) manifests.delete(key);
  for (const release of named) {
    // Only what a page would run: a release that fits this host.
    void manifestOf(storeFolder, release)
      .then(({ fits }) => (fits ? sectionModule(storeFolder, release) : null))
      .catch(() => undefined);
  }
}

export { isSectionPath, paintedSectionCode, prepareSections, sectionQueries, sectionReleaseAt };
export type { PaintedSectionCode };
