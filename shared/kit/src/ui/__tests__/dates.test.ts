import { CalendarDate, createCalendar } from '@internationalized/date';
import { describe, expect, it } from 'vitest';

import { MAX_DATE, MAX_YEAR, formatDateInput, isSupportedDate, parseDateInput, parseIsoDate } from '../dates.ts';

describe('parseDateInput', () => {
  it('reads дд.мм.гггг as a Gregorian date', () => {
    expect(parseDateInput('31.12.2024')?.toString()).toBe('2024-12-31');
    expect(parseDateInput(' 1.2.2024 ')?.toString()).toBe('2024-02-01');
    expect(parseDateInput('01/02/2024')?.toString()).toBe('2024-02-01');
  });

  it('accepts the last day of year 9999', () => {
    expect(parseDateInput('31.12.9999')?.toString()).toBe('9999-12-31');
  });

  it('rejects a year above 9999 instead of clamping it', () => {
    expect(MAX_YEAR).toBe(9999);
    expect(parseDateInput('01.01.10000')).toBeNull();
    expect(parseDateInput('31.12.99999')).toBeNull();
  });

  it('rejects impossible and malformed dates', () => {
    expect(parseDateInput('31.02.2024')).toBeNull();
    expect(parseDateInput('29.02.2023')).toBeNull();
    expect(parseDateInput('00.01.2024')).toBeNull();
    expect(parseDateInput('01.13.2024')).toBeNull();
    expect(parseDateInput('01.01.0000')).toBeNull();
    expect(parseDateInput('2024-01-01')).toBeNull();
    expect(parseDateInput('завтра')).toBeNull();
  });

  it('reads the fields in the display calendar', () => {
    expect(parseDateInput('01.01.1403', createCalendar('persian'))?.toString()).toBe('2024-03-20');
  });
});

describe('parseIsoDate', () => {
  it('reads YYYY-MM-DD', () => {
    expect(parseIsoDate('2024-05-31')?.toString()).toBe('2024-05-31');
  });

  it('rejects year 10000 and impossible days', () => {
    expect(parseIsoDate('10000-01-01')).toBeNull();
    expect(parseIsoDate('2024-02-30')).toBeNull();
    expect(parseIsoDate('31.05.2024')).toBeNull();
  });
});

describe('formatDateInput', () => {
  it('pads to дд.мм.гггг', () => {
    expect(formatDateInput(new CalendarDate(987, 3, 5))).toBe('05.03.0987');
  });

  it('formats in the display calendar', () => {
    expect(formatDateInput(new CalendarDate(2024, 3, 20), createCalendar('persian'))).toBe('01.01.1403');
  });
});

describe('isSupportedDate', () => {
  it('ends at 31.12.9999', () => {
    expect(isSupportedDate(MAX_DATE)).toBe(true);
    expect(MAX_DATE.add({ days: 1 }).toString()).toBe('9999-12-31');
    expect(isSupportedDate(new CalendarDate(2024, 1, 1))).toBe(true);
    expect(isSupportedDate(new CalendarDate('BC', 1, 12, 31))).toBe(false);
  });
});
