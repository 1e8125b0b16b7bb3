/**
 * Russian dates of the polls remote, in the user's time zone; the
 * formatter is built once.
 */
const date = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', year: 'numeric' });

/** «12 мая 2025 г.». */
function formatDate(iso: string): string {
  return date.format(new Date(iso));
}

/**
 * When a poll runs: «1–20 мая 2025 г.» (`formatRange` drops what both ends
 * share), or «с 1 мая 2025 г.» for a poll without an end.
 */
function formatPeriod(startIso: string, endIso: string | null): string {
  const start = new Date(startIso);
  if (endIso === null) return `с ${date.format(start)}`;
  const end = new Date(endIso);
  return end.getTime() < start.getTime() ? date.format(start) : date.formatRange(start, end);
}

export { formatDate, formatPeriod };
