import { currentTimeZone } from '@cabinet/runtime';
/**
 * Russian dates for every app, in the user's time zone: the browser's own,
 * or — where a page is rendered on the server — the visitor's, which the
 * renderer names (the runtime's `setTimeZoneSource`, one setting for every
 * app's copy of this kit), so that the browser hydrating the page formats the
 * same text. The formatters are built once per time zone:
 * `Intl.DateTimeFormat` is costly to create.
 */
const FORMATS = {
  date: { day: 'numeric', month: 'long', year: 'numeric' },
  dateTime: { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' },
  shortDate: { day: 'numeric', month: 'long' },
  shortDateTime: { day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

const built = new Map<string, Intl.DateTimeFormat>();

function formatter(format: keyof typeof FORMATS): Intl.DateTimeFormat {
  const timeZone = currentTimeZone();
  const key = `${format} ${timeZone}`;
  let found = built.get(key);
  if (!found) built.set(key, (found = new Intl.DateTimeFormat('ru-RU', { ...FORMATS[format], timeZone })));
  return found;
}

/**
 * One text for one date everywhere: ICU versions differ in the spaces they put (Node's `formatRange` writes
 * «2026\u202fг.», Chromium's «2026 г.»), and a page rendered on the server must be the browser's text. Spaces
 * are plain, but the one before «г.» does not break.
 */
function uniform(text: string): string {
  return text.replace(/[\u00a0\u202f]/gu, ' ').replace(/ (?=г\.)/gu, '\u00a0');
}

/** Ranges written already, the oldest first: a list repeats its dates, and the renderer writes them page after page. */
const ranges = new Map<string, string>();
const RANGES_KEPT = 1000;

/**
 * A range, or the start alone when the end is before it (`formatRange` would throw). Remembered: V8 builds an ICU
 * interval formatter on every `formatRange` call (2–4 ms of a painted events page, profiled).
 */
function range(format: keyof typeof FORMATS, startIso: string, endIso: string): string {
  const key = `${format} ${currentTimeZone()} ${startIso} ${endIso}`;
  let text = ranges.get(key);
  if (text === undefined) {
    const start = new Date(startIso);
    const end = new Date(endIso);
    const intl = formatter(format);
    text = uniform(end.getTime() < start.getTime() ? intl.format(start) : intl.formatRange(start, end));
    if (ranges.size >= RANGES_KEPT) ranges.delete(ranges.keys().next().value as string);
    ranges.set(key, text);
  }
  return text;
}

/** «12 мая 2025 г.». */
function formatDate(iso: string): string {
  return uniform(formatter('date').format(new Date(iso)));
}

/** «12 мая 2025 г. в 10:00». */
function formatDateTime(iso: string): string {
  return uniform(formatter('dateTime').format(new Date(iso)));
}

/** «12 мая». */
function formatShortDate(iso: string): string {
  return uniform(formatter('shortDate').format(new Date(iso)));
}

/** «12 мая в 10:00». */
function formatShortDateTime(iso: string): string {
  return uniform(formatter('shortDateTime').format(new Date(iso)));
}

/**
 * «12 мая 2025 г., 10:00–12:00» on one day, «12 мая 2025 г. в 10:00 – 13 мая
 * 2025 г. в 12:00» across days: `formatRange` drops what both ends share.
 */
function formatDateTimeRange(startIso: string, endIso: string): string {
  return range('dateTime', startIso, endIso);
}

/** «1–20 мая 2025 г.», or «с 1 мая 2025 г.» without an end. */
function formatPeriod(startIso: string, endIso: string | null): string {
  return endIso === null ? `с ${formatDate(startIso)}` : range('date', startIso, endIso);
}

export { formatDate, formatDateTime, formatDateTimeRange, formatPeriod, formatShortDate, formatShortDateTime };
