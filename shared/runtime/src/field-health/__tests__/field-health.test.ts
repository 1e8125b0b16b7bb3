import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { HEALTH_PATH, HealthReportSchema, healthPath } from '../index.ts';

const load = { type: 'load', remote: 'events', release: '0.1.0-36a24ca0e1', path: '/cabinet/events' };

const SHAPE = 'records.0.path: Путь страницы: /cabinet и до 4 частей — слова из латинских букв, цифр и дефиса или :id';

function issuesOf(records: unknown[]): string[] {
  const result = v.safeParse(HealthReportSchema, { records });
  return result.success ? [] : result.issues.map((issue) => `${v.getDotPath(issue) ?? ''}: ${issue.message}`);
}

describe('healthPath', () => {
  it('keeps the path only and names every id :id', () => {
    expect(healthPath('/cabinet/polls/12?step=2#q3')).toBe('/cabinet/polls/:id');
    expect(healthPath('/cabinet/notifications/9b2f8c1e-7d4a-4e51-9a0b-3c2d1e0f4a5b')).toBe('/cabinet/notifications/:id');
    expect(healthPath('/cabinet/notifications/ab2f8c1e-7d4a-4e51-9a0b-3c2d1e0f4a5b')).toBe('/cabinet/notifications/:id');
    expect(healthPath('/cabinet/events')).toBe('/cabinet/events');
    expect(healthPath('/cabinet')).toBe('/cabinet');
  });

  it('names :id every part that is no route word: a link’s text, encoded or capital letters, a long word', () => {
    expect(healthPath('/cabinet/polls/token=x&email=y')).toBe('/cabinet/polls/:id');
    expect(healthPath('/cabinet/%D1%81%D0%BE%D0%B1%D1%8B%D1%82%D0%B8%D1%8F/Ab12')).toBe('/cabinet/:id/:id');
    expect(healthPath(`/cabinet/events/${'a'.repeat(41)}`)).toBe('/cabinet/events/:id');
  });

  it('keeps at most 4 parts after /cabinet, and no empty one', () => {
    expect(healthPath('/cabinet/polls/3/answers/5/files/7')).toBe('/cabinet/polls/:id/answers/:id');
    expect(healthPath('/cabinet//events/')).toBe('/cabinet/events');
  });

  it('reports no page outside /cabinet', () => {
    for (const address of ['/', '/login?redirect=/cabinet', '/password-recovery/token=x&email=y', '/verify/7/0a4d55a8d778e5022fab701977c5d840bbc486d0', '/cabinets', '']) {
      expect(healthPath(address)).toBeNull();
    }
  });

  it('always gives a path of the shape the report accepts', () => {
    for (const address of ['/cabinet/ПРОФИЛЬ/../..', `/cabinet/${'x-'.repeat(200)}`, '/cabinet/a/b/c/d/e', '/cabinet/events/12?x#y']) {
      const path = healthPath(address);
      expect(path).toMatch(HEALTH_PATH);
      expect(issuesOf([{ ...load, path }])).toEqual([]);
    }
  });
});

describe('the health report', () => {
  it('accepts each kind of record', () => {
    const result = v.parse(HealthReportSchema, {
      records: [
        load,
        { ...load, type: 'failure', phase: 'entry', code: 'RUNTIME-008' },
        { ...load, type: 'render', ms: 412.5 },
        { ...load, type: 'vital', name: 'LCP', value: 1830, path: '/cabinet/events/:id' },
        { ...load, type: 'vital', name: 'CLS', value: 0.02 },
      ],
    });
    expect(result.records).toHaveLength(5);
  });

  it('refuses an unknown phase, an absurd value, a query string and any field outside the format', () => {
    expect(issuesOf([{ ...load, type: 'failure', phase: 'boot', code: 'X' }])).toEqual([expect.stringMatching(/^records\.0\.phase/)]);
    expect(issuesOf([{ ...load, type: 'render', ms: 3_600_000 }])).toEqual([expect.stringMatching(/^records\.0\.ms/)]);
    expect(issuesOf([{ ...load, type: 'vital', name: 'CLS', value: 500 }])).toEqual(['records.0: Значение показателя вне разумных пределов']);
    expect(issuesOf([{ ...load, path: '/cabinet/events?user=7' }])).toEqual([SHAPE]);
    expect(issuesOf([{ ...load, user_id: 7 }])).toEqual([expect.stringMatching(/^records\.0\.user_id/)]);
  });

  it('accepts only a path of the shape of the app’s routes under /cabinet, ids as :id', () => {
    for (const path of ['/password-recovery/token=x&email=y', '/cabinet/password-recovery/token=x&email=y', '/cabinet/events/12', '/login', '/cabinet/a/b/c/d/e', '/cabinet/']) {
      expect(issuesOf([{ ...load, path }])).toEqual([SHAPE]);
    }
    expect(issuesOf([{ ...load, path: '/cabinet/events/deadbeefdeadbeefdeadbeefdeadbeef' }])).toEqual(['records.0.path: Путь страницы: идентификатор — только как :id']);
    expect(issuesOf([{ ...load, path: '/cabinet/polls/:id/answers/:id' }])).toEqual([]);
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
