import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { HealthRecord } from '@cabinet/runtime/field-health';
import { openDatabase, type Db } from '../../db/open-database.ts';
import { createHealthRecordsRepository, HEALTH_LIMITS, p75, type HealthLimits } from '../health-records.ts';

const now = new Date('2030-01-01T10:00:00Z');
const HOUR = 60 * 60 * 1000;
const at = (hours: number) => new Date(now.getTime() + hours * HOUR);
const live = { remote: 'events', release: '0.1.0-a', path: '/cabinet/events' } as const;

function repository(limits?: HealthLimits) {
  const db = openDatabase(':memory:');
  return { db, records: createHealthRecordsRepository(db, limits) };
}

const count = (db: Db, where = '1') => db.prepare<[], { n: number }>(`SELECT COUNT(*) AS n FROM health_person_hours WHERE ${where}`).get()?.n;

describe('p75', () => {
  it('is the nearest rank, null without a sample', () => {
    expect(p75([])).toBeNull();
    expect(p75([5])).toBe(5);
    expect(p75([1, 2, 3, 4])).toBe(3);
    expect(p75([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])).toBe(8);
  });
});

describe('the health rows', () => {
  it('count a person once per release and hour: one load, one failure and each phase once, the worst sample', () => {
    const { db, records } = repository();
    const report: HealthRecord[] = [
      ...Array.from({ length: 4 }, () => ({ type: 'load', ...live }) as const),
      { type: 'failure', ...live, phase: 'chunk', code: 'ChunkLoadError' },
      { type: 'failure', ...live, phase: 'chunk', code: 'ChunkLoadError' },
      { type: 'failure', ...live, phase: 'render', code: 'TypeError' },
      ...[100, 400, 200, 300].map((ms) => ({ type: 'render', ...live, ms }) as const),
      ...[1000.4, 2000.6].map((value) => ({ type: 'vital', ...live, name: 'LCP', value }) as const),
      { type: 'vital', ...live, name: 'CLS', value: 0.12345 },
    ];
    records.add('anna', report, now);
    records.add('anna', report, at(0.5));
    expect(records.rows()).toEqual([
      {
        remote: 'events',
        release: '0.1.0-a',
        people: 1,
        loads: 1,
        failures: 1,
        failures_by_phase: { manifest: 0, entry: 0, chunk: 1, render: 1 },
        render_p75_ms: 400,
        lcp_p75_ms: 2001,
        inp_p75_ms: null,
        cls_p75: 0.123,
      },
    ]);
    expect(count(db)).toBe(1);
  });

  it('count people, and loads and failures as person-hours, the p75 over one sample each', () => {
    const { records } = repository();
    const visit = (person: string, hour: number, ms: number, failed = false) =>
      records.add(person, [{ type: 'load', ...live }, { type: 'render', ...live, ms }, ...(failed ? [{ type: 'failure', ...live, phase: 'entry', code: 'RUNTIME-008' } as const] : [])], at(hour));
    visit('anna', 0, 100);
    visit('anna', 1, 200, true);
    visit('boris', 0, 300);
    visit('vera', 0, 5000, true);
    // A person who only measured (their load was the hour before the window) counts no one.
    records.add('gleb', [{ type: 'vital', ...live, name: 'INP', value: 80 }], at(0));
    expect(records.rows()).toEqual([
      expect.objectContaining({ people: 3, loads: 4, failures: 2, failures_by_phase: { manifest: 0, entry: 2, chunk: 0, render: 0 }, render_p75_ms: 300, inp_p75_ms: 80 }),
    ]);
  });

  it('keep the releases of one remote together, in the order first seen', () => {
    const { records } = repository();
    const load = (remote: string, release: string): HealthRecord => ({ type: 'load', remote, release, path: `/cabinet/${remote}` });
    records.add('anna', [load('polls', '1'), load('events', 'live'), load('polls', '2'), load('events', 'canary')], now);
    records.add('boris', [load('events', 'live')], now);
    expect(records.rows().map((row) => `${row.remote} ${row.release} ${row.people}`)).toEqual(['events live 2', 'events canary 1', 'polls 1 1', 'polls 2 1']);
  });
});

describe('the bound', () => {
  const releases = (from: number, n: number): HealthRecord[] =>
    Array.from({ length: n }, (_, index) => ({ type: 'failure', ...live, release: `0.1.${from + index}-36a24ca0e1`, phase: 'entry', code: 'X' }));

  it('gives a person at most 64 rows an hour; past them, their reports still update the rows they have', () => {
    const { db, records } = repository();
    expect(HEALTH_LIMITS.perPersonHour).toBe(64);
    expect(records.add('mallory', releases(0, 60), now)).toBe(0);
    expect(records.add('mallory', releases(60, 10), now)).toBe(6);
    expect(count(db)).toBe(64);
    // One of the rows already there: counted.
    expect(records.add('mallory', [{ type: 'load', ...live, release: '0.1.0-36a24ca0e1' }], now)).toBe(0);
    expect(records.rows()[0]).toMatchObject({ release: '0.1.0-36a24ca0e1', people: 1, loads: 1 });
    // Another person, and the next hour, have their own 64.
    expect(records.add('anna', releases(0, 3), now)).toBe(0);
    expect(records.add('mallory', releases(100, 70), at(1))).toBe(6);
    expect(count(db)).toBe(64 + 3 + 64);
  });

  it('holds at most maxRows rows, the oldest hours going first', () => {
    const { db, records } = repository({ perPersonHour: 64, maxRows: 10 });
    records.add('anna', releases(0, 4), now);
    records.add('boris', releases(0, 4), at(1));
    records.add('vera', releases(0, 4), at(2));
    expect(count(db)).toBe(10);
    expect(count(db, "person = 'anna'")).toBe(2);
    expect(count(db, "person = 'vera'")).toBe(4);
  });

  it('sweeps the hours older than 30 days', () => {
    const { db, records } = repository();
    records.add('anna', [{ type: 'load', ...live }], now);
    records.add('anna', [{ type: 'load', ...live }], at(24 * 30 - 1));
    expect(records.prune(at(24 * 30 + 1))).toBe(1);
    expect(count(db)).toBe(1);
  });

  it('takes under 600 bytes a row with its indexes, even with the longest names the format allows', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cabinet-health-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    const db = openDatabase(path.join(dir, 'cabinet.sqlite'));
    onTestFinished(() => {
      db.close();
    });
    const bytes = () => Number(db.pragma('page_count', { simple: true })) * Number(db.pragma('page_size', { simple: true }));
    const empty = bytes();
    const records = createHealthRecordsRepository(db);
    const remote = `r${'x'.repeat(62)}a`;
    for (let person = 0; person < 500; person += 1) {
      const where = (n: number) => ({ remote, release: `1.2.${n}-${'b'.repeat(80)}-36a24ca0e1`, path: '/cabinet/events' });
      records.add(
        `${person}`.padStart(16, '0'),
        [0, 1, 2, 3].flatMap((n) => [
          { type: 'load', ...where(n) },
          { type: 'failure', ...where(n), phase: 'entry', code: 'RUNTIME-008' },
          { type: 'render', ...where(n), ms: 412.37 },
          { type: 'vital', ...where(n), name: 'LCP', value: 1830.21 },
          { type: 'vital', ...where(n), name: 'INP', value: 96.5 },
          { type: 'vital', ...where(n), name: 'CLS', value: 0.0123 },
        ] satisfies HealthRecord[]),
        at(person % 24),
      );
    }
    db.pragma('wal_checkpoint(TRUNCATE)');
    expect(count(db)).toBe(2000);
    expect((bytes() - empty) / 2000).toBeLessThan(600);
  });
});
