import { plural } from '@cabinet/runtime/validation';
import type { Limit, RateLimiter } from '../plugins/app/rate-limit.ts';
import { HttpError, validationError } from './http-error.ts';

/** One counter to respect: its key, its limit, and what to tell the user when it is spent. */
export interface Throttle {
  key: string;
  limit: Limit;
  message: string;
}

/** "через 45 секунд", "через 10 минут": seconds below two minutes, whole minutes above. */
export function waitText(seconds: number): string {
  if (seconds < 120) return `${seconds} ${plural(seconds, ['секунду', 'секунды', 'секунд'])}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} ${plural(minutes, ['минуту', 'минуты', 'минут'])}`;
}

/**
 * Laravel's `throttle` answer: 429 with `Retry-After`, in Breeze's shape
 * (the message under the form's field, so the form shows it there), or a
 * bare `{message}` for a call that has no form (`field` null).
 */
export function tooManyRequests(field: string | null, message: string, seconds: number): HttpError {
  const text = `${message} Повторите через ${waitText(seconds)}.`;
  const headers = { 'Retry-After': String(seconds) };
  return field === null ? new HttpError(429, { message: text }, headers) : validationError({ [field]: [text] }, 429, headers);
}

/** Throws the 429 of the first spent counter; counting is the caller's (only what needs counting is hit). */
export function enforce(limiter: RateLimiter, field: string | null, throttles: readonly Throttle[]): void {
  for (const throttle of throttles) {
    const seconds = limiter.retryAfter(throttle.key, throttle.limit);
    if (seconds > 0) throw tooManyRequests(field, throttle.message, seconds);
  }
}

/**
 * Laravel's `throttle` middleware: the 429 of a spent counter, else this
 * request counts — before anything else is checked, so an answer such as
 * «taken» is an attempt too, and with no await in between, so concurrent
 * requests cannot all pass the check before any is counted.
 */
export function spend(limiter: RateLimiter, field: string | null, throttles: readonly Throttle[]): void {
  enforce(limiter, field, throttles);
  hitAll(limiter, throttles);
}

/** Counts one hit on each counter. */
export function hitAll(limiter: RateLimiter, throttles: readonly Throttle[]): void {
  for (const throttle of throttles) limiter.hit(throttle.key, throttle.limit);
}
