/**
 * The visitor's time zone, from the cookie the host writes at every page
 * start (TIME_ZONE_COOKIE): the dates of a page painted here are then the
 * text the visitor's browser writes. Null when there is none yet (a first
 * visit) or it names no zone this machine knows.
 */
import { TIME_ZONE_COOKIE } from '@cabinet/runtime/contract';
import { cookieValue } from './ask-identity.ts';

function visitorTimeZone(cookieHeader: string | undefined): string | null {
  const zone = cookieValue(cookieHeader, TIME_ZONE_COOKIE);
  if (!zone || zone.length > 64) return null;
  try {
    return new Intl.DateTimeFormat('ru-RU', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

export { visitorTimeZone };
