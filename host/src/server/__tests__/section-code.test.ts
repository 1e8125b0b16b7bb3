// @vitest-environment node
/**
 * The sections' server code kept in the renderer's process: what the
 * registry names stays loaded, what it no longer names is dropped (a release
 * made under the running renderer replaces its predecessor's code).
 */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepReleases, sectionModule } from '../section-code.ts';

const FIRST = '0.1.0-1111111111';
const SECOND = '0.1.0-2222222222';
const THIRD = '0.1.0-3333333333';
const evaluations: Record<string, number> = {};
const containers: Record<string, WeakRef<object>> = {};
Object.assign(globalThis, { __sectionEvaluations: evaluations, __sectionContainers: containers });

/** A server container that counts how often its file is evaluated (loaded), and can be seen to be collected. */
const container = (release: string) => `
globalThis.__sectionEvaluations[${JSON.stringify(release)}] = (globalThis.__sectionEvaluations[${JSON.stringify(release)}] ?? 0) + 1;
module.exports = {
  init() {},
  async get() { return () => ({ default: { name: 'events', title: 'События', routes: [] } }); },
};
globalThis.__sectionContainers[${JSON.stringify(release)}] = new WeakRef(module.exports);
`;

let store = '';
beforeAll(async () => {
  store = await mkdtemp(path.join(tmpdir(), 'cabinet-section-code-'));
  for (const release of [FIRST, SECOND, THIRD]) {
    await mkdir(path.join(store, 'events', release, 'server'), { recursive: true });
    await writeFile(path.join(store, 'events', release, 'server', 'remoteEntry.cjs'), container(release));
  }
});
afterAll(() => rm(store, { recursive: true, force: true }));

describe("a section's server code", () => {
  it('is loaded once while the registry names its release, and dropped when a new release replaces it', async () => {
    const first = { name: 'events', release: FIRST };
    const second = { name: 'events', release: SECOND };
    await sectionModule(store, first);
    keepReleases([first]);
    await sectionModule(store, first);
    expect(evaluations[FIRST]).toBe(1);

    // The next release goes live: the first one's code goes.
    keepReleases([second]);
    await sectionModule(store, second);
    await sectionModule(store, second);
    expect(evaluations[SECOND]).toBe(1);
    // A rollback (or a page that read the old registry) loads it anew.
    await expect(sectionModule(store, first)).resolves.toMatchObject({ name: 'events' });
    expect(evaluations[FIRST]).toBe(2);
  });

  it('is left to the garbage collector once dropped', async () => {
    const third = { name: 'events', release: THIRD };
    await sectionModule(store, third);
    keepReleases([{ name: 'events', release: SECOND }]);
    // WeakRefs read in this turn hold their targets until it ends.
    await new Promise((resolve) => setImmediate(resolve));
    setFlagsFromString('--expose-gc');
    (runInNewContext('gc') as () => void)();
    expect(containers[THIRD]?.deref()).toBeUndefined();
  });
});
