import { FILE_TOO_LARGE_MESSAGE } from '@cabinet/runtime/contract';

/**
 * Russian texts for errors raised by Fastify and its plugins before a route
 * runs (body parsing, limits). Keyed by their error codes.
 */
const BY_CODE: Readonly<Record<string, string>> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'Слишком большой запрос: тело не должно превышать 1 МБ',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Неподдерживаемый тип содержимого: отправьте JSON или multipart/form-data',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Пустое тело JSON-запроса',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Некорректный JSON в теле запроса',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Длина тела запроса не совпадает с заголовком Content-Length',
  FST_ERR_CTP_INVALID_TYPE: 'Некорректный заголовок Content-Type',
  FST_PARTS_LIMIT: 'Слишком много полей и файлов в форме',
  FST_FILES_LIMIT: 'Слишком много файлов в форме',
  FST_FIELDS_LIMIT: 'Слишком много полей в форме',
  FST_REQ_FILE_TOO_LARGE: FILE_TOO_LARGE_MESSAGE,
  FST_PROTO_VIOLATION: 'Недопустимое имя поля',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Ожидалась форма multipart/form-data',
};

const BY_STATUS: Readonly<Record<number, string>> = {
  400: 'Некорректный запрос',
  404: 'Ресурс не найден',
  405: 'Метод не поддерживается',
  406: 'Неприемлемый запрос',
  408: 'Истекло время ожидания запроса',
  413: 'Слишком большой запрос',
  415: 'Неподдерживаемый тип содержимого',
  429: 'Слишком много запросов',
};

export function clientErrorMessage(code: string | undefined, status: number, original: string): string {
  if (code && BY_CODE[code]) return BY_CODE[code];
  // Fastify reports malformed JSON as a SyntaxError with status 400.
  if (status === 400 && /JSON/i.test(original)) return 'Некорректный JSON в теле запроса';
  return BY_STATUS[status] ?? 'Ошибка запроса';
}
