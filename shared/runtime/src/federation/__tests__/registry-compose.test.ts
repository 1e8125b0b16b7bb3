import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { RuntimeConfigSchema, type ConfiguredRemote } from '../../config/runtime-config.ts';
import { composeRegistry, composedEntry, releasesUrl } from '../store-contract.ts';

const events: ConfiguredRemote = { name: 'events', title: 'События', store: 'https://cdn.example.com/prod/events/' };
const notifications: ConfiguredRemote = { name: 'notifications', title: 'Уведомления', badge: 'unread-notifications', store: 'https://cdn.example.com/prod/notifications' };
const A = '0.1.0-aaaaaaaaaa';
const B = '0.1.0-bbbbbbbbbb';
const record = (extra: object = {}) => ({ releases: [{ id: A }, { id: B }], history: [B, A], ...extra });

describe('the registry composed from the teams’ own records (runtime 1.6.0)', () => {
  it('points each section at its live release inside the folder the host’s config names', () => {
    expect(releasesUrl(events)).toBe('https://cdn.example.com/prod/events/releases.json');
    expect(composedEntry(events, record())).toEqual({
      name: 'events',
      title: 'События',
      entry: `https://cdn.example.com/prod/events/${A}/mf-manifest.json`,
      release: A,
    });
  });

  it('keeps the config’s order, title and badge, and carries a running canary', () => {
    const registry = composeRegistry([notifications, events], [record({ canary: { release: B, percent: 10 } }), record()]);
    expect(registry.remotes.map((entry) => entry.name)).toEqual(['notifications', 'events']);
    expect(registry.remotes[0]).toMatchObject({
      badge: 'unread-notifications',
      canary: { release: B, percent: 10, entry: `https://cdn.example.com/prod/notifications/${B}/mf-manifest.json` },
    });
  });

  it('ignores where a team’s record says it is served: entries stay in its own folder', () => {
    const entry = composedEntry(events, record({ public_url: 'https://cdn.example.com/prod/polls' }));
    expect(entry?.entry.startsWith('https://cdn.example.com/prod/events/')).toBe(true);
  });

  it('leaves out a section with nothing live, and refuses ids that are not release ids', () => {
    for (const broken of [
      null,
      'text',
      [{ id: A }],
      { releases: [{ id: A }], history: [] },
      { releases: [{ id: A }], history: [B] },
      { releases: [{ id: '../polls/x' }], history: ['../polls/x'] },
    ]) {
      expect(composedEntry(events, broken), JSON.stringify(broken)).toBeNull();
    }
    expect(composeRegistry([events, notifications], [null, record()]).remotes.map((entry) => entry.name)).toEqual(['notifications']);
  });

  it('drops a canary it cannot use and serves the live release', () => {
    for (const canary of [{ release: B }, { release: B, percent: 0 }, { release: '0.1.0-cccccccccc', percent: 10 }, { release: A, percent: 10 }]) {
      const entry = composedEntry(events, record({ canary }));
      expect(entry?.canary, JSON.stringify(canary)).toBeUndefined();
      expect(entry?.release).toBe(A);
    }
  });

  it('is configured in config.json’s `remotes`, each with an http(s) store', () => {
    expect(v.parse(RuntimeConfigSchema, { remotes: [events] }).remotes).toEqual([events]);
    expect(v.safeParse(RuntimeConfigSchema, { remotes: [{ ...events, store: 'javascript:alert(1)' }] }).success).toBe(false);
    expect(v.safeParse(RuntimeConfigSchema, { remotes: [{ ...events, name: '../x' }] }).success).toBe(false);
  });
});
