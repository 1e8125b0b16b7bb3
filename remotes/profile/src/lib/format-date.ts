/** Russian dates of the profile remote, in the user's time zone; the formatter is built once. */
const date = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', year: 'numeric' });

/** «12 мая 2025 г.». */
function formatDate(iso: string): string {
  return date.format(new Date(iso));
}

export { formatDate };
