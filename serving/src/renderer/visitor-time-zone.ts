/**
 * The visitor's time zone, from the cookie the host writes at every page
 * start (TIME_ZONE_COOKIE): the dates of a page painted here are then the
 * text the visitor's browser writes. Null when there is none yet (a first
 * visit) or it names no zone this machine knows.
 */
import { TIME_ZONE_COOKIE } from '@cabinet/runtime/contract';
import { cookieValue } from './ask-identity.ts';

/** Zones named already, and what each one is: `Intl.DateTimeFormat` is costly to create (about half a millisecond a page, profiled). */
const known = new Map<string, string | null>();
const KNOWN_KEPT = 500;

function visitorTimeZone(cookieHeader: string | undefined): string | null {
  const zone = cookieValue(cookieHeader, TIME_ZONE_COOKIE);
  if (!zone || zone.length > 64) return null;
  const found = known.get(zone);
  if (found !== undefined) return found;
  let resolved: string | null;
  try {
    resolved = new Intl.DateTimeFormat('ru-RU', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    resolved = null;
  }
  // The cookie is the visitor's to write: a bounded list, the oldest forgotten first.
  if (known.size >= KNOWN_KEPT) known.delete(known.keys().next().value as string);
  known.set(zone, resolved);
  return resolved;
}

export { visitorTimeZone };
