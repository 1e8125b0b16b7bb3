const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

/** A moment `days` from today at `hour`:`minute` UTC, relative to `now` so the seed never goes stale. */
export function dayAt(now: Date, days: number, hour: number, minute = 0): Date {
  const start = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(start + days * DAY + hour * HOUR + minute * 60_000);
}

export function addHours(date: Date, hours: number): Date {
  return new Date(date.getTime() + hours * HOUR);
}

export const iso = (date: Date) => date.toISOString();
