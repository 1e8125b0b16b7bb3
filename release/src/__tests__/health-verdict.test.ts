import { describe, expect, it } from 'vitest';
import type { HealthRow } from '@cabinet/runtime/field-health';
import { canaryVerdict, releaseVerdict, type HealthFigures } from '../health/verdict.ts';

const live: HealthFigures = { release: '0.1.0-live', people: 150, loads: 200, failures: 4, lcp_p75_ms: 2000 };
const canary = (figures: Partial<HealthFigures>): HealthFigures => ({ release: '0.2.0-canary', people: 80, loads: 100, failures: 2, lcp_p75_ms: 2000, ...figures });

describe('the canary verdict', () => {
  it('is healthy within the margins: failure rate up to 2 points, LCP up to 200 ms or 10 %', () => {
    // 2 % live, 4 % canary: exactly 2 points; LCP +200 ms (10 % of 2000 is 200 too).
    expect(canaryVerdict(live, canary({ failures: 4, lcp_p75_ms: 2200 }))).toEqual({ status: 'healthy', reasons: [] });
  });

  it('names the failure rate when it is worse by more than the margin', () => {
    const verdict = canaryVerdict(live, canary({ failures: 5 }));
    expect(verdict.status).toBe('worse');
    expect(verdict.reasons).toEqual([
      'Доля отказов выпуска 0.2.0-canary — 5,0 %, у текущего 0.1.0-live — 2,0 %: хуже на 3,0 п. п. (допускается 2,0 п. п.)',
    ]);
  });

  it('names p75 LCP when it is worse by more than the larger of the ms and the share', () => {
    const slow = { ...live, lcp_p75_ms: 4000 };
    // 10 % of 4000 is 400 ms: +300 ms passes, +450 ms does not.
    expect(canaryVerdict(slow, canary({ lcp_p75_ms: 4300 })).status).toBe('healthy');
    expect(canaryVerdict(slow, canary({ lcp_p75_ms: 4450 })).reasons).toEqual([
      'p75 LCP выпуска 0.2.0-canary — 4\u00a0450 мс, у текущего 0.1.0-live — 4\u00a0000 мс: хуже на 450 мс (допускается 400 мс)',
    ]);
  });

  it('takes other margins, and names both figures when both are worse', () => {
    const verdict = canaryVerdict(live, canary({ failures: 3, lcp_p75_ms: 2150 }), { failureRatePoints: 0.5, lcpMs: 100, lcpPercent: 0 });
    expect(verdict.status).toBe('worse');
    expect(verdict.reasons).toHaveLength(2);
    expect(verdict.reasons[1]).toMatch(/^p75 LCP/);
  });

  it('does not compare LCP without a sample on both sides', () => {
    expect(canaryVerdict(live, canary({ lcp_p75_ms: null })).status).toBe('healthy');
  });

  it('says there is too little to judge below 20 people on either side, however many loads', () => {
    expect(canaryVerdict(live, canary({ people: 12, loads: 900, failures: 12 }))).toEqual({
      status: 'insufficient',
      reasons: ['Мало данных: у выпуска 0.2.0-canary 12 человек, нужно не меньше 20'],
    });
    const few = (people: number) => canaryVerdict(live, canary({ people })).reasons[0];
    expect([1, 2, 5, 19].map(few)).toEqual([1, 2, 5, 19].map((n) => `Мало данных: у выпуска 0.2.0-canary ${n} ${n === 1 ? 'человек' : n === 2 ? 'человека' : 'человек'}, нужно не меньше 20`));
    expect(canaryVerdict(live, canary({ people: 20 })).status).toBe('healthy');
    expect(canaryVerdict(live, canary({ people: 10 }), { minPeople: 10 }).status).toBe('healthy');
  });

  it('counts a row without people, from a collector that counts no people, as 0 people', () => {
    const { people: _, ...anonymous } = canary({ loads: 5000, failures: 4000 });
    expect(canaryVerdict(live, anonymous)).toEqual({ status: 'insufficient', reasons: ['Мало данных: у выпуска 0.2.0-canary 0 человек, нужно не меньше 20'] });
  });

  it('moves by at most one person for one person’s flood: the collector counts them once per release and hour', () => {
    // 60 people each side, no failure; one more sends 1,000 failures in an hour: the collector makes of it one load and one failure.
    const healthyLive = { release: '0.1.0-live', people: 60, loads: 60, failures: 0, lcp_p75_ms: 2000 };
    const quiet = { release: '0.2.0-canary', people: 60, loads: 60, failures: 0, lcp_p75_ms: 2000 };
    // 1 in 61 is 1,6 %, within the margin — not 1,000 in 1,060 (94 %).
    expect(canaryVerdict(healthyLive, { ...quiet, people: 61, loads: 61, failures: 1 })).toEqual({ status: 'healthy', reasons: [] });
    // Short of 20 people, their one person makes a verdict possible; it is then one person's failure among 20.
    expect(canaryVerdict(healthyLive, { ...quiet, people: 19, loads: 19 }).status).toBe('insufficient');
    expect(canaryVerdict(healthyLive, { ...quiet, people: 20, loads: 20, failures: 1 }).reasons).toEqual([
      'Доля отказов выпуска 0.2.0-canary — 5,0 %, у текущего 0.1.0-live — 0,0 %: хуже на 5,0 п. п. (допускается 2,0 п. п.)',
    ]);
  });

  it('finds the two releases among the rows of npm run health -- --json', () => {
    const row = (release: string, failures: number): HealthRow => ({
      remote: 'events',
      release,
      people: 50,
      loads: 50,
      failures,
      failures_by_phase: { manifest: 0, entry: failures, chunk: 0, render: 0 },
      render_p75_ms: null,
      lcp_p75_ms: null,
      inp_p75_ms: null,
      cls_p75: null,
    });
    const rows = [row('a', 0), row('b', 10)];
    expect(releaseVerdict(rows, 'events', 'a', 'b').status).toBe('worse');
    expect(releaseVerdict(rows, 'events', 'a', 'missing').status).toBe('insufficient');
  });
});
