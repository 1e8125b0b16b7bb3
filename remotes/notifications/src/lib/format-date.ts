/**
 * Russian dates of the notifications remote, in the user's time zone; the
 * formatter is built once.
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

export { formatDateTime };
