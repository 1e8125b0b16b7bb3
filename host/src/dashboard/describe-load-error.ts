import { isApiError } from '@cabinet/runtime';

/**
 * A failed load in words for a block's error state. The API answers in
 * Russian, so its message is shown; a transport failure's message is the
 * browser's English, so it gets a Russian sentence instead.
 */
function describeLoadError(error: unknown): string {
  if (!isApiError(error)) return 'Что-то пошло не так. Попробуйте ещё раз.';
  if (error.status === undefined) return 'Нет связи с сервером. Проверьте подключение и попробуйте ещё раз.';
  return error.message;
}

export { describeLoadError };
