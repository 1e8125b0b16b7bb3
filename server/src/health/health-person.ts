import { hmac } from '../lib/crypto.ts';

/**
 * Who a field-health row belongs to: the user's id keyed by the app key
 * (`config.appKey`: CABINET_APP_KEY, else `<data dir>/app-key`), the first
 * 64 bits of HMAC-SHA256 in hex. The same user is the same person for as
 * long as the key stays, so people can be counted; without the key the
 * table names no one (an id cannot be tried against it).
 */
export function healthPerson(appKey: string, userId: number): string {
  return hmac(appKey, `field-health-person|${userId}`).slice(0, 16);
}
