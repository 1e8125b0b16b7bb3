import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { installRussianMessages } from '../install-russian-messages.ts';

function firstMessage(schema: v.GenericSchema, input: unknown): string | undefined {
  return v.safeParse(schema, input).issues?.[0]?.message;
}

describe('installRussianMessages', () => {
  beforeAll(() => installRussianMessages());

  it('says a missing field is required', () => {
    expect(firstMessage(v.object({ name: v.string() }), {})).toBe('Обязательное поле');
  });

  it('says an empty string is required', () => {
    expect(firstMessage(v.pipe(v.string(), v.nonEmpty()), '')).toBe('Обязательное поле');
  });

  it('says null where a value is needed is required', () => {
    expect(firstMessage(v.string(), null)).toBe('Обязательное поле');
  });

  it('names the expected and the received type', () => {
    expect(firstMessage(v.string(), 42)).toBe('Ожидался тип «строка», получен: «число»');
    expect(firstMessage(v.number(), 'x')).toBe('Ожидался тип «число», получен: «строка»');
    expect(firstMessage(v.array(v.number()), {})).toBe('Ожидался тип «массив», получен: «объект»');
    expect(firstMessage(v.boolean(), [])).toBe('Ожидался тип «логическое значение», получен: «массив»');
  });

  it('reports a wrong e-mail format', () => {
    expect(firstMessage(v.pipe(v.string(), v.email()), 'not-an-email')).toBe('Неверный формат email');
  });

  it('reports a wrong URL format', () => {
    expect(firstMessage(v.pipe(v.string(), v.url()), 'nope')).toBe('Неверный формат URL');
  });

  it('lists the allowed values of a picklist', () => {
    expect(firstMessage(v.picklist(['upcoming', 'past']), 'soon')).toBe(
      'Допустимые значения: «upcoming», «past»',
    );
  });

  it('lists the allowed values of a single-option picklist', () => {
    expect(firstMessage(v.picklist(['vk']), 'x')).toBe('Допустимые значения: «vk»');
  });

  it.each([
    [1, 'Выберите минимум 1 значение'],
    [2, 'Выберите минимум 2 значения'],
    [5, 'Выберите минимум 5 значений'],
  ])('asks for at least %i array values', (n, text) => {
    expect(firstMessage(v.pipe(v.array(v.number()), v.minLength(n)), [])).toBe(text);
  });

  it.each([
    [1, 'Выберите максимум 1 значение'],
    [3, 'Выберите максимум 3 значения'],
    [11, 'Выберите максимум 11 значений'],
  ])('allows at most %i array values', (n, text) => {
    const tooMany = Array.from({ length: n + 1 }, (_, index) => index);
    expect(firstMessage(v.pipe(v.array(v.number()), v.maxLength(n)), tooMany)).toBe(text);
  });

  it.each([
    [8, 'Минимум 8 символов'],
    [21, 'Минимум 21 символ'],
    [3, 'Минимум 3 символа'],
  ])('asks for at least %i characters', (n, text) => {
    expect(firstMessage(v.pipe(v.string(), v.minLength(n)), '')).toBe(text);
  });

  it.each([
    [255, 'Максимум 255 символов'],
    [1, 'Максимум 1 символ'],
    [2, 'Максимум 2 символа'],
  ])('allows at most %i characters', (n, text) => {
    expect(firstMessage(v.pipe(v.string(), v.maxLength(n)), 'x'.repeat(n + 1))).toBe(text);
  });

  it('gives the minimum of a number', () => {
    expect(firstMessage(v.pipe(v.number(), v.minValue(1)), 0)).toBe('Минимальное значение: 1');
  });

  it('gives the maximum of a number', () => {
    expect(firstMessage(v.pipe(v.number(), v.maxValue(100)), 101)).toBe('Максимальное значение: 100');
  });

  it('asks for an integer', () => {
    expect(firstMessage(v.pipe(v.number(), v.integer()), 1.5)).toBe('Ожидалось целое число');
  });

  it('keeps a message given in the schema', () => {
    expect(firstMessage(v.pipe(v.string(), v.email('Свой текст')), 'x')).toBe('Свой текст');
  });
});
