import { isApiError, type ApiError } from '@cabinet/runtime';
import { formatWait } from '../format/wait.ts';
import { russianOr } from './russian-text.ts';

/**
 * What a person reads when a request failed: always Russian, whatever the
 * backend said. The server's own message is kept when it is Russian (the
 * reference API and a Laravel app with Russian messages say what exactly is
 * wrong: «Событие не найдено»); an English or empty one («Server Error»,
 * «No query results for model…», Laravel 8's «The given data was invalid.»)
 * gives way to a Russian text by status. The error object and the console
 * keep the server's words (SPEC §8).
 */

const GENERIC = 'Что-то пошло не так. Попробуйте ещё раз.';

/** 429 without `Retry-After`: Laravel's throttle window is a minute. */
const DEFAULT_WAIT_SECONDS = 60;

const BY_STATUS: Readonly<Record<number, string>> = {
  400: 'Сервер не смог разобрать запрос. Обновите страницу и попробуйте ещё раз.',
  401: 'Сессия закончилась. Войдите снова.',
  403: 'Доступ запрещён.',
  404: 'Не найдено: возможно, это удалили или ссылка устарела.',
  405: 'Сервер не принимает такой запрос.',
  408: 'Сервер не дождался запроса. Попробуйте ещё раз.',
  409: 'Данные изменились, пока вы работали. Обновите страницу и попробуйте ещё раз.',
  413: 'Слишком большой запрос: уменьшите файл или текст.',
  419: 'Сессия устарела, и обновить её не удалось. Обновите страницу и попробуйте ещё раз.',
  422: 'Проверьте введённые данные.',
  500: 'Ошибка на сервере. Попробуйте ещё раз чуть позже.',
  502: 'Сервер временно недоступен. Попробуйте ещё раз чуть позже.',
  503: 'Сервис временно недоступен. Попробуйте ещё раз через минуту.',
  504: 'Сервер не ответил вовремя. Попробуйте ещё раз.',
};

/**
 * Laravel's own English for a refusal whose reason a person must know to get
 * on: the `verified` middleware's 403 while a changed e-mail awaits
 * confirmation. Said as the reference API says it.
 */
const LARAVEL_REASONS: Readonly<Record<string, string>> = {
  'Your email address is not verified.':
    'Подтвердите email: перейдите по ссылке из письма, которое мы отправили на новый адрес. Пока адрес не подтверждён, этот раздел недоступен.',
};

/** The first of the 422 field messages (Laravel 8 keeps them out of `message`). */
function firstFieldError(error: ApiError): string | undefined {
  return Object.values(error.fieldErrors).find((messages) => messages.length > 0)?.[0];
}

/** Seconds a 429 asks to wait, or 0 for any other error. */
function waitSeconds(error: unknown): number {
  if (!isApiError(error) || error.status !== 429) return 0;
  return error.retryAfter !== undefined && error.retryAfter > 0 ? error.retryAfter : DEFAULT_WAIT_SECONDS;
}

/** `Слишком много попыток. Повторите через 42 секунды.` (or `через 1 час`: formatWait). */
function waitMessage(seconds: number): string {
  return `Слишком много попыток. Повторите через ${formatWait(seconds)}.`;
}

function isTimeout(error: ApiError): boolean {
  return error.cause instanceof Error && error.cause.name === 'TimeoutError';
}

/**
 * `overrides` gives a page's own Russian words for a status (a dead
 * verification link's 403 is not «Доступ запрещён»), used where the server's
 * message is not Russian.
 */
function describeError(error: unknown, overrides: Readonly<Record<number, string>> = {}): string {
  if (!isApiError(error)) return GENERIC;
  if (error.status === undefined) {
    return isTimeout(error)
      ? 'Сервер не ответил за минуту. Проверьте подключение и попробуйте ещё раз.'
      : 'Не удалось связаться с сервером. Проверьте подключение и попробуйте ещё раз.';
  }
  if (error.issues) return 'Сервер ответил в неожиданном формате. Попробуйте ещё раз позже.';
  if (error.status === 429) return waitMessage(waitSeconds(error));
  const fieldError = error.status === 422 ? firstFieldError(error) : undefined;
  const serverText = fieldError ?? error.message;
  const byStatus =
    LARAVEL_REASONS[serverText] ??
    overrides[error.status] ??
    BY_STATUS[error.status] ??
    (error.status >= 500 ? BY_STATUS[500] : `Запрос не выполнен (код ${error.status}). Попробуйте ещё раз.`);
  return russianOr(serverText, byStatus ?? GENERIC);
}

function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

export { describeError, isNotFound, waitMessage, waitSeconds };
