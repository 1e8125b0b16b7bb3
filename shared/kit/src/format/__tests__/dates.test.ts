import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTimeRange, formatPeriod, formatShortDate, formatShortDateTime } from '../dates.ts';
import { setTimeZoneSource } from '@cabinet/runtime';

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

  it('writes the same spaces whatever the ICU (a page rendered by Node is hydrated by the browser)', () => {
    // Node's ICU puts U+202F before «г.» in a range, Chromium's a plain space: the text is made one.
    expect(formatPeriod('2025-05-01T00:00:00', '2025-05-20T00:00:00')).toBe('1–20 мая 2025\u00a0г.');
    expect(formatDateTimeRange('2025-05-12T10:00:00', '2025-05-12T12:00:00')).toBe('12 мая 2025\u00a0г., 10:00–12:00');
    expect(formatDate('2025-05-12T10:00:00')).toBe('12 мая 2025\u00a0г.');
    expect(formatShortDateTime('2025-05-12T10:00:00')).toBe('12 мая в 10:00');
  });

  it('remembers a range per time zone: the text written for one visitor is not another zone’s', () => {
    let zone = 'Asia/Vladivostok';
    setTimeZoneSource(() => zone);
    try {
      expect(formatDateTimeRange('2025-05-12T20:00:00Z', '2025-05-12T20:30:00Z')).toBe('13 мая 2025\u00a0г., 06:00–06:30');
      zone = 'Europe/Moscow';
      expect(formatDateTimeRange('2025-05-12T20:00:00Z', '2025-05-12T20:30:00Z')).toBe('12 мая 2025\u00a0г., 23:00–23:30');
      zone = 'Asia/Vladivostok';
      expect(formatDateTimeRange('2025-05-12T20:00:00Z', '2025-05-12T20:30:00Z')).toBe('13 мая 2025\u00a0г., 06:00–06:30');
    } finally {
      setTimeZoneSource(() => undefined);
    }
  });

  it('shows a time in the zone the server render names, and in this machine’s own without one', () => {
    let zone: string | undefined = 'Asia/Vladivostok';
    setTimeZoneSource(() => zone);
    try {
      expect(formatShortDateTime('2025-05-12T20:30:00Z')).toBe('13 мая в 06:30');
      zone = 'Europe/Moscow';
      expect(formatShortDateTime('2025-05-12T20:30:00Z')).toBe('12 мая в 23:30');
      zone = undefined;
      expect(formatShortDateTime('2025-05-12T20:30:00Z')).toBe(new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' }).format(new Date('2025-05-12T20:30:00Z')));
    } finally {
      setTimeZoneSource(() => undefined);
    }
  });
});
