import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  RemoteEntrySchema,
  RemoteRegistrySchema,
  StoredReleasesSchema,
  canaryBucket,
  escapeJsonForHtml,
  inCanary,
  parsePreviewValue,
  previewLink,
  previewableReleases,
  registryJson,
  releaseManifestUrl,
  storeFolderOf,
} from '../release-store.ts';

const live = { name: 'events', title: 'События', entry: 'https://cdn.example.com/events/0.1.0-aaaaaaaaaa/mf-manifest.json', release: '0.1.0-aaaaaaaaaa' };
const canary = { release: '0.1.0-bbbbbbbbbb', entry: 'https://cdn.example.com/events/0.1.0-bbbbbbbbbb/mf-manifest.json', percent: 50 };

describe('the registry format, grown by the canary (runtime 1.4.0)', () => {
  it('reads a registry written before canaries as it was', () => {
    expect(v.parse(RemoteRegistrySchema, { remotes: [live] })).toEqual({ remotes: [live] });
  });

  it('reads a registry entry with a canary', () => {
    expect(v.parse(RemoteRegistrySchema, { remotes: [{ ...live, canary }] }).remotes[0]?.canary).toEqual(canary);
  });

  it('is read by a host of 1.3.0, which knows no canary, as the live release alone', () => {
    // The 1.3.0 entry is today's without the field.
    const before = v.object({ remotes: v.array(v.omit(RemoteEntrySchema, ['canary'])) });
    expect(v.parse(before, { remotes: [{ ...live, canary }] })).toEqual({ remotes: [live] });
  });

  it('drops a canary it cannot read instead of refusing the whole registry', () => {
    for (const broken of [{ ...canary, percent: '50' }, { ...canary, entry: 'not a url' }, { ...canary, release: 7 }, 'yes']) {
      const [entry] = v.parse(RemoteRegistrySchema, { remotes: [{ ...live, canary: broken }] }).remotes;
      expect(entry?.canary, JSON.stringify(broken)).toBeUndefined();
      expect(entry?.entry).toBe(live.entry);
    }
  });
});

describe('who gets a canary', () => {
  const ids = Array.from({ length: 10_000 }, (_, index) => index + 1);

  it('puts a user in the same hundredth every time', () => {
    expect(canaryBucket('events', 42)).toBe(canaryBucket('events', 42));
    expect(canaryBucket('events', 42)).toBe(canaryBucket('events', '42'));
    expect(ids.every((id) => Number.isInteger(canaryBucket('events', id)) && canaryBucket('events', id) >= 0 && canaryBucket('events', id) < 100)).toBe(true);
  });

  it('gives about the share asked for', () => {
    for (const percent of [1, 10, 50, 90]) {
      const share = ids.filter((id) => inCanary('events', id, percent)).length / ids.length;
      expect(Math.abs(share - percent / 100), `${percent} %`).toBeLessThan(0.02);
    }
  });

  it('splits the users of each remote its own way', () => {
    const both = ids.filter((id) => inCanary('events', id, 50) && inCanary('polls', id, 50)).length / ids.length;
    expect(Math.abs(both - 0.25)).toBeLessThan(0.02);
  });
});

describe('a preview link', () => {
  it('names the section and the release', () => {
    expect(previewLink('http://localhost:3000/', 'events', '0.1.0-36a24ca0e1')).toBe(
      'http://localhost:3000/cabinet/events?remote-preview=events@0.1.0-36a24ca0e1',
    );
    expect(parsePreviewValue('events@0.1.0-36a24ca0e1')).toEqual({ name: 'events', release: '0.1.0-36a24ca0e1' });
    expect(parsePreviewValue('events@1.0.0-beta.2-36a24ca0e1')).toEqual({ name: 'events', release: '1.0.0-beta.2-36a24ca0e1' });
  });

  it('is refused when it is not a section and a release id', () => {
    for (const value of [
      'https://evil.example/x.js',
      'events@https://evil.example/x.js',
      'events@../../x',
      'events@0.1.0-36a24ca0e1/../../x',
      'events@0.1.0-36A24CA0E1',
      'events@',
      '@0.1.0-36a24ca0e1',
      'Events@0.1.0-36a24ca0e1',
      'events',
      '',
    ]) {
      expect(parsePreviewValue(value), value).toBeNull();
    }
  });
});

describe('the store layout both sides build addresses from', () => {
  it('finds the remote’s folder from a release’s manifest, and a release’s manifest from the folder', () => {
    const folder = storeFolderOf(live.entry);
    expect(folder).toBe('https://cdn.example.com/events');
    expect(releaseManifestUrl(folder ?? '', '0.1.0-bbbbbbbbbb')).toBe(canary.entry);
    expect(storeFolderOf('http://localhost:3001/0.1.0-aaaaaaaaaa/mf-manifest.json')).toBe('http://localhost:3001');
    expect(storeFolderOf('https://cdn.example.com/remoteEntry.js')).toBeNull();
  });
});

describe('the registry’s text, as every writer writes it (nginx puts it into app.html as it stands)', () => {
  const hostile = { remotes: [{ ...live, title: '</script><script>alert(1)</script>', badge: 'a & b > c', release: 'x\u2028y\u2029z <!-- -->' }] };

  it('holds no <, >, &, U+2028 or U+2029, and parses back to the same registry', () => {
    const text = registryJson(hostile);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert(1)');
    expect(JSON.parse(text)).toEqual(hostile);
  });

  it('is the JSON it was, laid out as before, when there is nothing to escape', () => {
    const plain = { remotes: [live] };
    expect(registryJson(plain)).toBe(`${JSON.stringify(plain, null, 2)}\n`);
  });

  it('escapes a JSON text without changing what it means, backslashes before the character included', () => {
    const value = { a: '\\<\\\\>', b: ['&', '\u2028'], c: 'Кабинет' };
    const text = escapeJsonForHtml(JSON.stringify(value));
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});

describe('the releases a preview link may open (runtime 1.5.0)', () => {
  const kept = ['0.1.0-1111111111', '0.1.0-2222222222', '0.1.0-3333333333', '0.1.0-4444444444'].map((id) => ({ id }));
  const previewable = (state: object) => previewableReleases(v.parse(StoredReleasesSchema, state));

  it('are the releases stored for a preview and the running canary, kept in the store', () => {
    const state = { releases: kept, history: ['0.1.0-1111111111', '0.1.0-2222222222'], previews: ['0.1.0-3333333333', '0.1.0-9999999999'] };
    expect(previewable(state)).toEqual(['0.1.0-3333333333']);
    expect(previewable({ ...state, canary: { release: '0.1.0-4444444444', percent: 10 } })).toEqual(['0.1.0-3333333333', '0.1.0-4444444444']);
  });

  it('are never an older release, nor one a store written before 1.5.0 holds but its canary', () => {
    expect(previewable({ releases: kept, history: ['0.1.0-1111111111', '0.1.0-2222222222'] })).toEqual([]);
    expect(previewable({ releases: kept, canary: { release: '0.1.0-4444444444', percent: 10 } })).toEqual(['0.1.0-4444444444']);
    expect(previewable(kept)).toEqual([]);
  });

  it('are none when what the store says of them cannot be read, and the releases are read all the same', () => {
    const stored = v.parse(StoredReleasesSchema, { releases: kept, previews: '0.1.0-3333333333', canary: 'yes' });
    expect(previewableReleases(stored)).toEqual([]);
    expect(Array.isArray(stored) ? stored : stored.releases).toEqual(kept);
  });
});
