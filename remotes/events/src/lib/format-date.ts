/**
 * Russian dates of the events remote, in the user's time zone. The
 * formatters are built once: `Intl.DateTimeFormat` is costly to create.
 */
const dateTime = new Intl.DateTimeFormat('ru-RU', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** «12 мая 2025 г. в 10:00». */
function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

/**
 * «12 мая 2025 г., 10:00–12:00» on one day, «12 мая 2025 г. в 10:00 – 13 мая
 * 2025 г. в 12:00» across days: `formatRange` drops what both ends share.
 */
function formatDateTimeRange(startIso: string, endIso: string): string {
  const start = new Date(startIso);
  const end = new Date(endIso);
  // formatRange throws on an end before the start; show the start alone then.
  return end.getTime() < start.getTime() ? dateTime.format(start) : dateTime.formatRange(start, end);
}

export { formatDateTime, formatDateTimeRange };
