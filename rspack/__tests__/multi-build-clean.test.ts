/**
 * `npm run build` runs every app's compilers at once (rspack.config.ts). A
 * compiler that cleans its output folder deletes while it walks it, so two
 * cleaners of nested folders must not run at the same time: a fresh clone's
 * build once failed with «ENOENT … stat remotes/notifications/dist/server»
 * when the server build's clean removed the folder the browser build's clean
 * was walking. Such a pair runs one after the other (`dependencies`).
 */
import path from 'node:path';
import type { Configuration } from '@rspack/core';
import { describe, expect, it } from 'vitest';
import multiBuild from '../../rspack.config.ts';

function cleans(config: Configuration): boolean {
  return Boolean(config.output?.clean);
}

function within(folder: string, outer: string): boolean {
  const relative = path.relative(outer, folder);
  return !relative.startsWith('..') && !path.isAbsolute(relative);
}

/** Whether `later` starts only after `earlier` is done, directly or through others. */
function runsAfter(later: Configuration, earlier: Configuration, byName: Map<string, Configuration>, seen = new Set<string>()): boolean {
  for (const name of later.dependencies ?? []) {
    if (name === earlier.name) return true;
    const next = byName.get(name);
    if (next && !seen.has(name) && (seen.add(name), runsAfter(next, earlier, byName, seen))) return true;
  }
  return false;
}

describe('the multi-build', () => {
  it('never runs two cleaners of nested output folders at the same time', async () => {
    const configs = await multiBuild({}, { mode: 'production' });
    const byName = new Map(configs.map((config) => [String(config.name), config]));
    expect(byName.size).toBe(configs.length);
    const cleaners = configs.filter(cleans);
    const nested = cleaners.flatMap((outer) =>
      cleaners
        .filter((inner) => inner !== outer && within(String(inner.output?.path), String(outer.output?.path)))
        .map((inner) => [outer, inner] as const),
    );
    // The remotes' server builds in their dist/server, at least.
    expect(nested.length).toBeGreaterThanOrEqual(4);
    for (const [outer, inner] of nested) {
      const ordered = runsAfter(inner, outer, byName) || runsAfter(outer, inner, byName);
      expect(ordered, `${String(inner.name)} cleans ${String(inner.output?.path)} inside ${String(outer.name)}'s output`).toBe(true);
    }
  });
});
