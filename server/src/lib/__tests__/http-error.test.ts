import { describe, expect, it } from 'vitest';
import { validationError } from '../http-error.ts';

describe('validationError', () => {
  it('uses the only error as the message', () => {
    expect(validationError({ email: ['Неверный формат email'] }).body.message).toBe('Неверный формат email');
  });

  it.each([
    [2, '(и ещё 1 ошибка)'],
    [3, '(и ещё 2 ошибки)'],
    [6, '(и ещё 5 ошибок)'],
    [12, '(и ещё 11 ошибок)'],
    [22, '(и ещё 21 ошибка)'],
  ])('counts the others Laravel-style for %i errors', (count, suffix) => {
    const errors = Object.fromEntries(Array.from({ length: count }, (_, index) => [`f${index}`, ['Ошибка']]));
    expect(validationError(errors).body.message).toBe(`Ошибка ${suffix}`);
  });
});
