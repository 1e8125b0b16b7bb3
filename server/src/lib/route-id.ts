import { notFound } from './http-error.ts';

/**
 * A `{id}` route parameter as route-model binding sees it: anything but a
 * positive integer cannot name a row, so it is a 404, not a 422.
 */
export function routeId(params: unknown, message: string): number {
  const raw = typeof params === 'object' && params !== null && 'id' in params ? params.id : undefined;
  if (typeof raw !== 'string' || !/^\d{1,15}$/.test(raw) || Number(raw) < 1) throw notFound(message);
  return Number(raw);
}
