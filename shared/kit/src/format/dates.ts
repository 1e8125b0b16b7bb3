/**
 * Russian dates for every app, in the user's time zone. The formatters are
 * built once: `Intl.DateTimeFormat` is costly to create.
 */
const date = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', year: 'numeric' });
const dateTime = new Intl.DateTimeFormat('ru-RU', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const shortDate = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long' });
const shortDateTime = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' });

/** A range, or the start alone when the end is before it (`formatRange` would throw). */
function range(format: Intl.DateTimeFormat, startIso: string, endIso: string): string {
  const start = new Date(startIso);
  const end = new Date(endIso);
  return end.getTime() < start.getTime() ? format.format(start) : format.formatRange(start, end);
}

/** «12 мая 2025 г.». */
function formatDate(iso: string): string {
  return date.format(new Date(iso));
}

/** «12 мая 2025 г. в 10:00». */
function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

/** «12 мая». */
function formatShortDate(iso: string): string {
  return shortDate.format(new Date(iso));
}

/** «12 мая, 10:00». */
function formatShortDateTime(iso: string): string {
  return shortDateTime.format(new Date(iso));
}

/**
 * «12 мая 2025 г., 10:00–12:00» on one day, «12 мая 2025 г. в 10:00 – 13 мая
 * 2025 г. в 12:00» across days: `formatRange` drops what both ends share.
 */
function formatDateTimeRange(startIso: string, endIso: string): string {
  return range(dateTime, startIso, endIso);
}

/** «1–20 мая 2025 г.», or «с 1 мая 2025 г.» without an end. */
function formatPeriod(startIso: string, endIso: string | null): string {
  return endIso === null ? `с ${formatDate(startIso)}` : range(date, startIso, endIso);
}

export { formatDate, formatDateTime, formatDateTimeRange, formatPeriod, formatShortDate, formatShortDateTime };
