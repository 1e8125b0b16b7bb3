/**
 * Date helpers of the Calendar and DatePicker (SPEC.md §9: many calendars,
 * maximum year 9999), on `@internationalized/date`.
 *
 * Values that leave the UI kit are Gregorian `CalendarDate`s: their
 * `toString()` is the ISO `YYYY-MM-DD` the API speaks. The display calendar
 * (`calendar` prop: 'gregory', 'persian', 'islamic-umalqura', …) only changes
 * what is shown and typed.
 *
 * Year 9999: `@internationalized/date` silently constrains a Gregorian year
 * above 9999 to 9999 (`new CalendarDate(10000, 1, 1)` is 9999-01-01), so
 * typed input is validated field by field instead of trusted to the
 * constructor, and navigation is clamped to 31.12.9999.
 */
import {
  CalendarDate,
  GregorianCalendar,
  createCalendar,
  toCalendar,
  toCalendarDate,
  type Calendar,
  type CalendarIdentifier,
  type DateValue,
} from '@internationalized/date';

const DEFAULT_LOCALE = 'ru-RU';
const MAX_YEAR = 9999;
const MIN_DATE = new CalendarDate(1, 1, 1);
const MAX_DATE = new CalendarDate(MAX_YEAR, 12, 31);

const gregorian = new GregorianCalendar();

function toGregorian(date: DateValue): CalendarDate {
  return toCalendar(toCalendarDate(date), gregorian);
}

function toDisplayCalendar(date: DateValue, calendar: Calendar): CalendarDate {
  return toCalendar(toCalendarDate(date), calendar);
}

/** `calendar` may be an identifier or a ready `Calendar`. */
function resolveCalendar(calendar: CalendarIdentifier | Calendar = 'gregory'): Calendar {
  return typeof calendar === 'string' ? createCalendar(calendar) : calendar;
}

function clampDate(date: CalendarDate, min: CalendarDate, max: CalendarDate): CalendarDate {
  if (date.compare(min) < 0) return min;
  if (date.compare(max) > 0) return max;
  return date;
}

/** Whether a date lies in 01.01.0001–31.12.9999 (Gregorian). */
function isSupportedDate(date: DateValue): boolean {
  const value = toGregorian(date);
  return value.compare(MIN_DATE) >= 0 && value.compare(MAX_DATE) <= 0;
}

function makeDate(calendar: Calendar, year: number, month: number, day: number): CalendarDate | null {
  if (year < 1 || year > MAX_YEAR || month < 1 || day < 1) return null;
  const date = new CalendarDate(calendar, year, month, day);
  // The constructor constrains (31.02 → 29.02, year 10000 → 9999): reject instead.
  if (date.year !== year || date.month !== month || date.day !== day) return null;
  return date;
}

/** ISO `YYYY-MM-DD` (Gregorian) → date, or null when malformed, impossible or past year 9999. */
function parseIsoDate(text: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (!match) return null;
  return makeDate(gregorian, Number(match[1]), Number(match[2]), Number(match[3]));
}

/**
 * What a person types, `дд.мм.гггг` (also `/` or `-` between parts, one-digit
 * day and month), in the display calendar → Gregorian date, or null.
 */
function parseDateInput(text: string, calendar: Calendar = gregorian): CalendarDate | null {
  const match = /^(\d{1,2})[./-](\d{1,2})[./-](\d{1,5})$/.exec(text.trim());
  if (!match) return null;
  const date = makeDate(calendar, Number(match[3]), Number(match[2]), Number(match[1]));
  return date && isSupportedDate(date) ? toGregorian(date) : null;
}

/** Date → `дд.мм.гггг` in the display calendar. */
function formatDateInput(date: DateValue, calendar: Calendar = gregorian): string {
  const shown = toDisplayCalendar(date, calendar);
  const pad = (value: number, length: number) => String(value).padStart(length, '0');
  return `${pad(shown.day, 2)}.${pad(shown.month, 2)}.${pad(shown.year, 4)}`;
}

export {
  DEFAULT_LOCALE,
  MAX_DATE,
  MAX_YEAR,
  MIN_DATE,
  clampDate,
  formatDateInput,
  isSupportedDate,
  parseDateInput,
  parseIsoDate,
  resolveCalendar,
  toDisplayCalendar,
  toGregorian,
};
