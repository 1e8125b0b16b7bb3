/**
 * Is a canary release doing worse in the field than the live release of the
 * same remote? The rule `promote --if-healthy` applies to the figures of
 * `npm run health` (HealthRow): the canary is worse when
 *
 * - its failure rate (failures / loads) exceeds the live one's by more than
 *   `failureRatePoints` percentage points (default 2), or
 * - its p75 LCP exceeds the live one's by more than the larger of
 *   `lcpMs` (default 200 ms) and `lcpPercent` of the live p75 (default 10 %);
 *
 * and there is too little to judge while either release was loaded by
 * fewer than `minPeople` distinct people (default 20). LCP is compared only
 * when both have it. Pure: no I/O, so the release tool can run it on
 * figures from anywhere.
 *
 * What one person can contribute is capped by the collector (the reference
 * server, issue 30): a signed-in person counts at most one load and one
 * failure per release and hour, one sample of each figure (the worst), and
 * one person among the `people` — so however many reports they send, 24
 * loads and 24 failures a day, and never more than one of the 20 people a
 * verdict needs. A row without `people` (a collector that counts no people,
 * as the reference server before it did) counts as 0 people: no verdict is
 * made on requests that anyone could have sent.
 */
import type { HealthRow } from '@cabinet/runtime/field-health';

interface HealthMargins {
  /** Percentage points the canary's failure rate may exceed the live one's by. */
  failureRatePoints: number;
  /** The canary's p75 LCP may exceed the live one's by this many ms… */
  lcpMs: number;
  /** …or by this share of the live p75, whichever is larger. */
  lcpPercent: number;
  /** Fewer distinct people than this who loaded it, on either side: no verdict. */
  minPeople: number;
}

const DEFAULT_MARGINS: HealthMargins = { failureRatePoints: 2, lcpMs: 200, lcpPercent: 10, minPeople: 20 };

type HealthFigures = Pick<HealthRow, 'release' | 'people' | 'loads' | 'failures' | 'lcp_p75_ms'>;

interface HealthVerdict {
  /** `worse`: do not promote; `insufficient`: too little data to say. */
  status: 'healthy' | 'worse' | 'insufficient';
  /** In Russian, one line per figure that decided it. */
  reasons: string[];
}

const number = (value: number, digits = 0) => value.toLocaleString('ru-RU', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const percent = (rate: number) => `${number(rate * 100, 1)} %`;
// The runtime's plural() is in its validation entry, which the release tool may not import (eslint.config.js): the same rule, from Intl.
const russianPlural = new Intl.PluralRules('ru');
const PEOPLE: Readonly<Record<Intl.LDMLPluralRule, string>> = { zero: 'человек', one: 'человек', two: 'человека', few: 'человека', many: 'человек', other: 'человека' };
const peopleOf = (count: number) => `${number(count)} ${PEOPLE[russianPlural.select(count)]}`;

function failureRateReason(live: HealthFigures, canary: HealthFigures, margins: HealthMargins): string | null {
  const liveRate = live.failures / live.loads;
  const canaryRate = canary.failures / canary.loads;
  // Rounded so that a difference of exactly the margin is not lost to floating point.
  const points = Math.round((canaryRate - liveRate) * 100 * 1e6) / 1e6;
  if (points <= margins.failureRatePoints) return null;
  return `Доля отказов выпуска ${canary.release} — ${percent(canaryRate)}, у текущего ${live.release} — ${percent(liveRate)}: хуже на ${number(points, 1)} п. п. (допускается ${number(margins.failureRatePoints, 1)} п. п.)`;
}

function lcpReason(live: HealthFigures, canary: HealthFigures, margins: HealthMargins): string | null {
  if (live.lcp_p75_ms === null || canary.lcp_p75_ms === null) return null;
  const allowed = Math.max(margins.lcpMs, (live.lcp_p75_ms * margins.lcpPercent) / 100);
  const worse = canary.lcp_p75_ms - live.lcp_p75_ms;
  if (worse <= allowed) return null;
  return `p75 LCP выпуска ${canary.release} — ${number(canary.lcp_p75_ms)} мс, у текущего ${live.release} — ${number(live.lcp_p75_ms)} мс: хуже на ${number(worse)} мс (допускается ${number(allowed)} мс)`;
}

/** The verdict on `canary` against `live` (two rows of one remote). */
function canaryVerdict(live: HealthFigures, canary: HealthFigures, margins: Partial<HealthMargins> = {}): HealthVerdict {
  const rules = { ...DEFAULT_MARGINS, ...margins };
  // With 20 people each side has at least 20 loads: the rates below divide by no zero.
  const few = [live, canary].filter((row) => (row.people ?? 0) < rules.minPeople);
  if (few.length > 0) {
    return {
      status: 'insufficient',
      reasons: few.map((row) => `Мало данных: у выпуска ${row.release} ${peopleOf(row.people ?? 0)}, нужно не меньше ${number(rules.minPeople)}`),
    };
  }
  const reasons = [failureRateReason(live, canary, rules), lcpReason(live, canary, rules)].filter((reason): reason is string => reason !== null);
  return { status: reasons.length > 0 ? 'worse' : 'healthy', reasons };
}

/** The same, finding the two releases of `remote` among the rows of `npm run health -- --json`. */
function releaseVerdict(rows: readonly HealthRow[], remote: string, liveRelease: string, canaryRelease: string, margins: Partial<HealthMargins> = {}): HealthVerdict {
  const find = (release: string): HealthFigures =>
    rows.find((row) => row.remote === remote && row.release === release) ?? { release, people: 0, loads: 0, failures: 0, lcp_p75_ms: null };
  return canaryVerdict(find(liveRelease), find(canaryRelease), margins);
}

export { canaryVerdict, releaseVerdict };
export type { HealthFigures };
