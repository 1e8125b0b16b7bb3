import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { HealthReportSchema, healthPath } from '../index.ts';

const load = { type: 'load', remote: 'events', release: '0.1.0-36a24ca0e1', path: '/cabinet/events' };

function issuesOf(records: unknown[]): string[] {
  const result = v.safeParse(HealthReportSchema, { records });
  return result.success ? [] : result.issues.map((issue) => `${v.getDotPath(issue) ?? ''}: ${issue.message}`);
}

describe('healthPath', () => {
  it('keeps the path only and names every id :id', () => {
    expect(healthPath('/cabinet/polls/12?step=2#q3')).toBe('/cabinet/polls/:id');
    expect(healthPath('/cabinet/notifications/9b2f8c1e-7d4a-4e51-9a0b-3c2d1e0f4a5b')).toBe('/cabinet/notifications/:id');
    expect(healthPath('/verify/7/0a4d55a8d778e5022fab701977c5d840bbc486d0')).toBe('/verify/:id/:id');
    expect(healthPath('/cabinet/events')).toBe('/cabinet/events');
  });

  it('cuts a long path to 200 characters', () => {
    expect(healthPath(`/${'страница-'.repeat(50)}`)).toHaveLength(200);
  });
});

describe('the health report', () => {
  it('accepts each kind of record, and names ids in a path :id', () => {
    const result = v.parse(HealthReportSchema, {
      records: [
        load,
        { ...load, type: 'failure', phase: 'entry', code: 'RUNTIME-008' },
        { ...load, type: 'render', ms: 412.5 },
        { ...load, type: 'vital', name: 'LCP', value: 1830, path: '/cabinet/events/12' },
        { ...load, type: 'vital', name: 'CLS', value: 0.02 },
      ],
    });
    expect(result.records).toHaveLength(5);
    expect(result.records[3]?.path).toBe('/cabinet/events/:id');
  });

  it('refuses an unknown phase, an absurd value, a query string and any field outside the format', () => {
    expect(issuesOf([{ ...load, type: 'failure', phase: 'boot', code: 'X' }])).toEqual([expect.stringMatching(/^records\.0\.phase/)]);
    expect(issuesOf([{ ...load, type: 'render', ms: 3_600_000 }])).toEqual([expect.stringMatching(/^records\.0\.ms/)]);
    expect(issuesOf([{ ...load, type: 'vital', name: 'CLS', value: 500 }])).toEqual(['records.0: Значение показателя вне разумных пределов']);
    expect(issuesOf([{ ...load, path: '/cabinet/events?user=7' }])).toEqual(['records.0.path: Путь страницы без запроса и фрагмента']);
    expect(issuesOf([{ ...load, user_id: 7 }])).toEqual([expect.stringMatching(/^records\.0\.user_id/)]);
  });

  it('names a release by the registry’s release id, or unversioned outside a release store', () => {
    expect(issuesOf([{ ...load, release: 'unversioned' }])).toEqual([]);
    expect(issuesOf([{ ...load, release: '1.0.0-beta.2-36a24ca0e1' }])).toEqual([]);
    for (const release of ['latest', '0.2.0-1', '../0.1.0-36a24ca0e1', 'Unversioned']) {
      expect(issuesOf([{ ...load, release }])).toEqual(['records.0.release: Неверный идентификатор выпуска']);
    }
  });

  it('refuses an empty report and one of more than 100 records', () => {
    expect(issuesOf([])).toHaveLength(1);
    expect(issuesOf(Array.from({ length: 101 }, () => load))).toHaveLength(1);
  });
});
