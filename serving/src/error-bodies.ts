/**
 * What a static server says when it answers an error: `{message}` in
 * Russian, the API's one error shape, for whatever a browser fetched. The
 * Node server sends these, the nginx configuration returns them.
 */
const ERROR_MESSAGES: Readonly<Record<number, string>> = {
  400: 'Неверный адрес',
  403: 'Доступ запрещён',
  404: 'Файл не найден',
};

function errorBody(status: number): { message: string } {
  return { message: ERROR_MESSAGES[status] ?? 'Ошибка сервера' };
}

export { errorBody };
