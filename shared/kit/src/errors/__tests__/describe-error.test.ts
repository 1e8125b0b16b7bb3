import { describe, expect, it } from 'vitest';
import { ApiError } from '@cabinet/runtime';
import { describeError, isNotFound, waitMessage } from '../describe-error.ts';

const request = { method: 'GET', url: 'http://localhost:8000/api/cabinet/events' };

function answered(status: number, data: unknown, headers: Record<string, string> = {}): ApiError {
  const response = new Response(JSON.stringify(data), { status, headers: { 'Content-Type': 'application/json', ...headers } });
  return new ApiError({ request, response, data });
}

const latinOnly = (text: string) => !/[А-Яа-яЁё]/.test(text);

describe('describeError', () => {
  it.each([
    [401, { message: 'Unauthenticated.' }],
    [403, { message: 'This action is unauthorized.' }],
    [404, { message: 'No query results for model [App\\Models\\Event] 99999' }],
    [404, { message: '' }],
    [419, { message: 'CSRF token mismatch.' }],
    [422, { message: 'The given data was invalid.', errors: {} }],
    [429, { message: 'Too Many Attempts.' }],
    [500, { message: 'Server Error' }],
    [502, null],
    [503, { message: 'Service Unavailable' }],
    [504, { message: 'Gateway Timeout' }],
    [418, { message: "I'm a teapot" }],
  ])('puts a %i with English words into Russian', (status, data) => {
    const text = describeError(answered(status, data));
    expect(latinOnly(text), text).toBe(false);
  });

  it('keeps the server’s Russian message: it says what exactly is wrong', () => {
    expect(describeError(answered(404, { message: 'Событие не найдено' }))).toBe('Событие не найдено');
    expect(describeError(answered(503, { message: 'Сервис событий недоступен' }))).toBe('Сервис событий недоступен');
  });

  it('says why Laravel’s `verified` middleware refused: the e-mail awaits confirmation', () => {
    const text = describeError(answered(403, { message: 'Your email address is not verified.' }));
    expect(text).toMatch(/^Подтвердите email: перейдите по ссылке из письма/);
    expect(describeError(answered(403, { message: 'This action is unauthorized.' }))).toBe('Доступ запрещён.');
  });

  it('shows a 422’s first field error when the message is Laravel 8’s generic one', () => {
    const error = answered(422, {
      message: 'The given data was invalid.',
      errors: { event: ['Событие уже завершилось: отметиться нельзя'] },
    });
    expect(error.message).toBe('The given data was invalid.');
    expect(describeError(error)).toBe('Событие уже завершилось: отметиться нельзя');
  });

  it('says how long to wait after a 429', () => {
    expect(describeError(answered(429, { message: 'Too Many Attempts.' }, { 'Retry-After': '42' }))).toBe(
      'Слишком много попыток. Повторите через 42 секунды.',
    );
    expect(waitMessage(1)).toBe('Слишком много попыток. Повторите через 1 секунду.');
  });

  it('says a long 429 wait in minutes or hours, not thousands of seconds', () => {
    expect(describeError(answered(429, { message: 'Too Many Attempts.' }, { 'Retry-After': '3587' }))).toBe(
      'Слишком много попыток. Повторите через 60 минут.',
    );
    expect(waitMessage(7500)).toBe('Слишком много попыток. Повторите через 2 часа 5 минут.');
  });

  it('tells a lost connection from a timeout', () => {
    expect(describeError(new ApiError({ request, cause: new TypeError('Failed to fetch') }))).toMatch(/Не удалось связаться с сервером/);
    const timeout = new Error('Сервер не ответил за 60 с');
    timeout.name = 'TimeoutError';
    expect(describeError(new ApiError({ request, cause: timeout }))).toMatch(/не ответил за минуту/);
  });

  it('says a broken answer is the server’s fault, and anything else is generic', () => {
    const broken = new ApiError({ request, response: new Response('{}'), data: {}, message: 'contract', issues: [] });
    expect(describeError(broken)).toMatch(/неожиданном формате/);
    expect(describeError(new Error('boom'))).toBe('Что-то пошло не так. Попробуйте ещё раз.');
  });

  it('isNotFound is true for a 404 only', () => {
    expect(isNotFound(answered(404, {}))).toBe(true);
    expect(isNotFound(answered(403, {}))).toBe(false);
  });
});
