import { isApiError, plural } from '@cabinet/runtime';

/** 429 without `Retry-After`: Laravel's throttle window is a minute. */
const DEFAULT_WAIT_SECONDS = 60;

/** `Повторите через 42 секунды.` */
function waitMessage(seconds: number): string {
  return `Слишком много попыток. Повторите через ${seconds} ${plural(seconds, ['секунду', 'секунды', 'секунд'])}.`;
}

function withoutFinalStop(text: string): string {
  return text.replace(/[.!]+$/, '');
}

/** Seconds a 429 asks to wait, or 0 for any other error. */
function waitSeconds(error: unknown): number {
  if (!isApiError(error) || error.status !== 429) return 0;
  return error.retryAfter !== undefined && error.retryAfter > 0 ? error.retryAfter : DEFAULT_WAIT_SECONDS;
}

/**
 * A failed submit in words for the form's alert (422 field errors and the
 * 429 wait are shown by the form itself). The server's message comes first:
 * the reference API and Laravel answer in Russian.
 */
function describeSubmitError(error: unknown): string {
  if (!isApiError(error)) return 'Что-то пошло не так. Попробуйте ещё раз.';
  if (error.status === 419) return 'Сессия устарела. Мы её обновили — отправьте форму ещё раз.';
  if (error.status === undefined) {
    return `Не удалось связаться с сервером (${error.message}). Проверьте подключение и попробуйте ещё раз.`;
  }
  if (error.status >= 500) return `${withoutFinalStop(error.message)}. Сервер временно не справляется — попробуйте ещё раз чуть позже.`;
  return error.message;
}

export { describeSubmitError, waitMessage, waitSeconds };
