/** Dates of the dashboard, short: «12 мая, 10:00». Built once: Intl formatters are costly to create. */
const shortDateTime = new Intl.DateTimeFormat('ru-RU', {
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
});

const shortDate = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long' });

function formatShortDateTime(iso: string): string {
  return shortDateTime.format(new Date(iso));
}

function formatShortDate(iso: string): string {
  return shortDate.format(new Date(iso));
}

export { formatShortDate, formatShortDateTime };
