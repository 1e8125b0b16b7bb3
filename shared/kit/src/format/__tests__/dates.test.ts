import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTimeRange, formatPeriod, formatShortDate } from '../dates.ts';

// ICU puts a narrow no-break space before «г.» in some forms.
const plain = (text: string) => text.replace(/\s/gu, ' ');

describe('Russian dates', () => {
  it('names the month in the genitive', () => {
    expect(plain(formatDate('2025-05-12T10:00:00'))).toBe('12 мая 2025 г.');
    expect(formatShortDate('2025-03-01T10:00:00')).toBe('1 марта');
  });

  it('shows a poll without an end as «с …»', () => {
    expect(plain(formatPeriod('2025-05-01T00:00:00', null))).toBe('с 1 мая 2025 г.');
  });

  it('shows a range whose end is before its start as the start alone', () => {
    expect(formatDateTimeRange('2025-05-12T10:00:00', '2025-05-11T10:00:00')).toBe(formatDateTimeRange('2025-05-12T10:00:00', '2025-05-12T10:00:00'));
  });

  it('drops what both ends of a range share', () => {
    expect(plain(formatPeriod('2025-05-01T00:00:00', '2025-05-20T00:00:00'))).toBe('1–20 мая 2025 г.');
  });
});
