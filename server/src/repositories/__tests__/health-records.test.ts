import { describe, expect, it } from 'vitest';
import type { HealthRecord } from '@cabinet/runtime/field-health';
import { openDatabase } from '../../db/open-database.ts';
import { createHealthRecordsRepository, p75 } from '../health-records.ts';

const now = new Date('2030-01-01T10:00:00Z');

function repository() {
  const db = openDatabase(':memory:');
  return createHealthRecordsRepository(db);
}

describe('p75', () => {
  it('is the nearest rank, null without a sample', () => {
    expect(p75([])).toBeNull();
    expect(p75([5])).toBe(5);
    expect(p75([1, 2, 3, 4])).toBe(3);
    expect(p75([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])).toBe(8);
  });
});

describe('the health rows', () => {
  it('count loads and failures by phase and take p75 of each figure per remote and release', () => {
    const records = repository();
    const live = { remote: 'events', release: '0.1.0-a', path: '/cabinet/events' } as const;
    records.add(
      [
        ...Array.from({ length: 4 }, () => ({ type: 'load', ...live }) as const),
        { type: 'failure', ...live, phase: 'chunk', code: 'ChunkLoadError' },
        { type: 'failure', ...live, phase: 'render', code: 'TypeError' },
        ...[100, 400, 200, 300].map((ms) => ({ type: 'render', ...live, ms }) as const),
        ...[1000.4, 2000.6].map((value) => ({ type: 'vital', ...live, name: 'LCP', value }) as const),
        { type: 'vital', ...live, name: 'CLS', value: 0.12345 },
      ] satisfies HealthRecord[],
      now,
    );
    expect(records.rows()).toEqual([
      {
        remote: 'events',
        release: '0.1.0-a',
        loads: 4,
        failures: 2,
        failures_by_phase: { manifest: 0, entry: 0, chunk: 1, render: 1 },
        render_p75_ms: 300,
        lcp_p75_ms: 2001,
        inp_p75_ms: null,
        cls_p75: 0.123,
      },
    ]);
  });

  it('keep the releases of one remote together, in the order first seen', () => {
    const records = repository();
    const load = (remote: string, release: string): HealthRecord => ({ type: 'load', remote, release, path: `/cabinet/${remote}` });
    records.add([load('polls', '1'), load('events', 'live'), load('polls', '2'), load('events', 'canary'), load('events', 'live')], now);
    expect(records.rows().map((row) => `${row.remote} ${row.release} ${row.loads}`)).toEqual(['events live 2', 'events canary 1', 'polls 1 1', 'polls 2 1']);
  });
});
