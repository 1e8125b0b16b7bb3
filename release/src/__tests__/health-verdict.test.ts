import { describe, expect, it } from 'vitest';
import type { HealthRow } from '@cabinet/runtime/field-health';
import { canaryVerdict, releaseVerdict, type HealthFigures } from '../health/verdict.ts';

const live: HealthFigures = { release: '0.1.0-live', loads: 200, failures: 4, lcp_p75_ms: 2000 };
const canary = (figures: Partial<HealthFigures>): HealthFigures => ({ release: '0.2.0-canary', loads: 100, failures: 2, lcp_p75_ms: 2000, ...figures });

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

  it('says there is too little to judge below 20 loads on either side', () => {
    expect(canaryVerdict(live, canary({ loads: 12, failures: 12 }))).toEqual({
      status: 'insufficient',
      reasons: ['Мало данных: у выпуска 0.2.0-canary 12 загрузок, нужно не меньше 20'],
    });
  });

  it('finds the two releases among the rows of npm run health -- --json', () => {
    const row = (release: string, failures: number): HealthRow => ({
      remote: 'events',
      release,
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
