/**
 * What the error screen needs to know about any thrown value: its HTTP-like
 * status (an ApiError, anything with a numeric `status` or `statusCode`) and
 * a message worth showing as detail.
 */

function numericField(value: unknown, field: 'status' | 'statusCode'): number | undefined {
  if (typeof value !== 'object' || value === null || !(field in value)) return undefined;
  const status: unknown = (value as Record<typeof field, unknown>)[field];
  return typeof status === 'number' && Number.isInteger(status) && status > 0 ? status : undefined;
}

function errorStatus(error: unknown): number | undefined {
  return numericField(error, 'status') ?? numericField(error, 'statusCode');
}

function errorMessage(error: unknown): string | undefined {
  if (error instanceof Error) return error.message || undefined;
  if (typeof error === 'string') return error || undefined;
  return undefined;
}

/**
 * SPEC §8: 401, 403 and 404 have their own heading, and so — in the same
 * short words — do the answers a person can act on: 419 (reload), 422
 * (check the input), 429 (wait) and a lost connection (`offline`). 500, any
 * other code or none is a server error.
 */
function errorHeading(status: number | undefined, offline = false): string {
  if (offline) return 'Нет связи с сервером';
  switch (status) {
    case 401:
      return 'Необходима авторизация';
    case 403:
      return 'Доступ запрещен';
    case 404:
      return 'Страница не найдена';
    case 419:
      return 'Сессия устарела';
    case 422:
      return 'Данные не приняты';
    case 429:
      return 'Слишком много запросов';
    default:
      return 'Ошибка сервера';
  }
}

/** What the person can do, for a detail that cannot be shown (not Russian). */
function errorDescription(status: number | undefined, offline = false): string {
  if (offline) return 'Проверьте подключение к интернету и попробуйте ещё раз.';
  switch (status) {
    case 401:
      return 'Войдите, чтобы открыть эту страницу.';
    case 403:
      return 'У вас нет доступа к этой странице.';
    case 404:
      return 'Такой страницы нет: проверьте адрес или вернитесь на главную.';
    case 419:
      return 'Обновите страницу и повторите действие.';
    case 422:
      return 'Сервер не принял введённые данные. Вернитесь назад, проверьте их и попробуйте ещё раз.';
    case 429:
      return 'Подождите минуту и попробуйте ещё раз.';
    default:
      return 'Что-то пошло не так. Попробуйте ещё раз через минуту.';
  }
}

export { errorStatus, errorMessage, errorHeading, errorDescription };
