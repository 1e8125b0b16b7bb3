import { plural } from '@cabinet/runtime/validation';

/**
 * An error that already knows its HTTP answer. Route code throws these; the
 * one error handler turns them into Laravel-shaped bodies.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.message === 'string' ? body.message : `HTTP ${statusCode}`);
    this.name = 'HttpError';
  }
}

export type FieldErrors = Record<string, string[]>;

/** 401 exactly as Laravel words it, so clients can rely on the text. */
export const unauthenticated = () => new HttpError(401, { message: 'Unauthenticated.' });

export const csrfMismatch = () => new HttpError(419, { message: 'CSRF token mismatch.' });

export const notFound = (message = 'Ресурс не найден') => new HttpError(404, { message });

export const forbidden = (message: string) => new HttpError(403, { message });

/**
 * 422 `{message, errors}`: the message is the first error, followed by
 * "(и ещё N ошибок)" as Laravel does in English.
 */
export function validationError(errors: FieldErrors, statusCode = 422, headers: Record<string, string> = {}): HttpError {
  const all = Object.values(errors).flat();
  const first = all[0] ?? 'Неверные данные';
  const rest = all.length - 1;
  const message = rest > 0 ? `${first} (и ещё ${rest} ${plural(rest, ['ошибка', 'ошибки', 'ошибок'])})` : first;
  return new HttpError(statusCode, { message, errors }, headers);
}

/** A 422 about one field. */
export const fieldError = (field: string, message: string) => validationError({ [field]: [message] });
