import { describe, expect, it } from 'vitest';
import { isRussian, russianOr } from '../russian-text.ts';

describe('russianOr', () => {
  it('keeps a server text that has Cyrillic letters, even among Latin ones', () => {
    expect(russianOr('Событие не найдено', 'Не найдено')).toBe('Событие не найдено');
    expect(russianOr('Файл больше 5 МБ (PNG)', 'Ошибка')).toBe('Файл больше 5 МБ (PNG)');
    expect(russianOr('Ёлка', 'Ошибка')).toBe('Ёлка');
  });

  it.each([['Server Error'], ['We have emailed your password reset link.'], [''], ['  '], ['500']])(
    'gives %j way to the app’s own words',
    (text) => {
      expect(russianOr(text, 'Ссылка отправлена')).toBe('Ссылка отправлена');
    },
  );

  it('gives a missing text way to the app’s own words', () => {
    expect(russianOr(undefined, 'Ошибка сервера')).toBe('Ошибка сервера');
    expect(isRussian(undefined)).toBe(false);
  });
});
