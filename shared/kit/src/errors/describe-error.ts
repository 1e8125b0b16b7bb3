import { isApiError } from '@cabinet/runtime';

/**
 * A failed request in words for an error state or a toast. The server's
 * message comes first (the API answers in Russian); a transport failure's
 * message is the browser's English, so it gets a Russian sentence instead.
 */
function describeError(error: unknown): string {
  if (!isApiError(error)) return 'Что-то пошло не так. Попробуйте ещё раз.';
  if (error.status === undefined) return 'Не удалось связаться с сервером. Проверьте подключение и попробуйте ещё раз.';
  if (error.issues) return 'Сервер ответил в неожиданном формате. Попробуйте ещё раз позже.';
  return error.message;
}

function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

export { describeError, isNotFound };
