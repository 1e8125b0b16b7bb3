/**
 * nginx puts the store's registry into app.html as it stands, inside a
 * script element, and cannot escape it: the release tool writes it with no
 * `<` in it (`\u003c`), as the Node server puts it inline, and the same
 * registry when read.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REGISTRY_FILE, RELEASES_FILE } from '@cabinet/runtime/registry';
import { rebuildRegistry } from '../store/registry-rebuild.ts';
import { publicUrl, releaseStoreFixture } from '../testing/release-store-fixture.ts';

const fixture = releaseStoreFixture();
const release = '0.1.0-1a2b3c4d5e';

describe('the store’s registry, as the release tool writes it', () => {
  it('holds a title that would end its script element with no <, and reads back the same', async () => {
    const store = fixture.objects;
    // An entry the tool keeps as it stands (a remote never released through it), written by someone else.
    const kept = { name: 'legacy', title: '</script><script>alert(1)</script>', entry: 'http://localhost:3999/0.1.0-aaaaaaaaaa/mf-manifest.json' };
    await store.put(REGISTRY_FILE, JSON.stringify({ remotes: [kept] }));
    await store.put(`events/${RELEASES_FILE}`, JSON.stringify({ releases: [{ id: release, version: '0.1.0', created_at: '2025-01-01T00:00:00Z' }], history: [release], public_url: publicUrl }));

    const registry = await rebuildRegistry(store);
    const text = await readFile(path.join(fixture.root, REGISTRY_FILE), 'utf8');

    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(text)).toEqual(registry);
    expect(registry.remotes.map((remote) => remote.name)).toEqual(['events', 'legacy']);
    expect(registry.remotes.find((remote) => remote.name === 'legacy')?.title).toBe(kept.title);
  });
});
