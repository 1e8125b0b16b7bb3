import { beforeAll, describe, expect, it } from 'vitest';
import { installRussianMessages } from '../../validation/index.ts';
import { checkAnswer, fileAnswerKey, TEXT_ANSWER_MAX, type AnswerRulesQuestion } from '../poll-answer-rules.ts';

beforeAll(() => installRussianMessages());

const question = (overrides: Partial<AnswerRulesQuestion>): AnswerRulesQuestion => ({
  type: 'text',
  options: [],
  min: null,
  max: null,
  accept: [],
  ...overrides,
});

const choices = [{ id: 1 }, { id: 2 }, { id: 3 }];

describe('the answer rules of poll questions', () => {
  it('single: one of the options', () => {
    const single = question({ type: 'single', options: choices });
    expect(checkAnswer(single, 2)).toEqual({ kind: 'value', value: 2 });
    expect(checkAnswer(single, 9)).toEqual({ kind: 'error', message: 'Выберите один из предложенных вариантов' });
    expect(checkAnswer(single, '2')).toEqual({ kind: 'error', message: 'Ожидался тип «число», получен: «строка»' });
  });

  it('multiple: options only, none twice, within min and max; none at all clears', () => {
    const multiple = question({ type: 'multiple', options: choices, min: 1, max: 2 });
    expect(checkAnswer(multiple, [1, 3])).toEqual({ kind: 'value', value: [1, 3] });
    expect(checkAnswer(multiple, [])).toEqual({ kind: 'clear' });
    expect(checkAnswer(multiple, [1, 1])).toEqual({ kind: 'error', message: 'Варианты не должны повторяться' });
    expect(checkAnswer(multiple, [1, 7])).toEqual({ kind: 'error', message: 'Выберите варианты из предложенных' });
    expect(checkAnswer(multiple, [1, 2, 3])).toEqual({ kind: 'error', message: 'Выберите максимум 2 значения' });
  });

  it('text: trimmed, counted in characters as a person counts them, 5000 at most by default', () => {
    expect(checkAnswer(question({}), '  Да  ')).toEqual({ kind: 'value', value: 'Да' });
    expect(checkAnswer(question({}), '   ')).toEqual({ kind: 'clear' });
    // Four emoji are four characters, not the eight UTF-16 units of JavaScript's length.
    expect(checkAnswer(question({ max: 4 }), '😀😀😀😀')).toEqual({ kind: 'value', value: '😀😀😀😀' });
    expect(checkAnswer(question({ min: 3 }), 'ok')).toEqual({ kind: 'error', message: 'Минимум 3 символа' });
    expect(checkAnswer(question({}), 'я'.repeat(TEXT_ANSWER_MAX + 1))).toEqual({ kind: 'error', message: 'Максимум 5000 символов' });
  });

  it('text: refuses NUL and bidirectional overrides', () => {
    expect(checkAnswer(question({}), 'abc\u202Edef')).toMatchObject({ kind: 'error' });
    expect(checkAnswer(question({}), 'a\u0000b')).toMatchObject({ kind: 'error' });
  });

  it('number: a number or a decimal typed as text, within min and max', () => {
    const number = question({ type: 'number', min: 1, max: 10 });
    expect(checkAnswer(number, 7)).toEqual({ kind: 'value', value: 7 });
    expect(checkAnswer(number, '7,5')).toEqual({ kind: 'value', value: 7.5 });
    expect(checkAnswer(number, 11)).toEqual({ kind: 'error', message: 'Максимальное значение: 10' });
    expect(checkAnswer(number, 'семь')).toEqual({ kind: 'error', message: 'Ожидался тип «число», получен: «строка»' });
    expect(checkAnswer(number, Number.POSITIVE_INFINITY)).toEqual({ kind: 'error', message: 'Число слишком велико по модулю' });
  });

  it('file: an accepted type up to 5 MB, or the saved file kept', () => {
    const file = question({ type: 'file', accept: ['image/jpeg', 'image/png'] });
    expect(checkAnswer(file, null, { name: 'файл', size: 1000, mime: 'image/png' })).toEqual({ kind: 'file' });
    expect(checkAnswer(file, null, { name: 'файл', size: 1000, mime: 'application/pdf' })).toEqual({
      kind: 'error',
      message: 'Недопустимый тип файла. Разрешены: jpeg, png',
    });
    expect(checkAnswer(file, null, { name: 'файл', size: 6 * 1024 * 1024, mime: 'image/png' })).toEqual({ kind: 'error', message: 'Файл больше 5 МБ' });
    expect(checkAnswer(file, null, { name: 'файл', size: 0, mime: 'image/png' })).toEqual({ kind: 'error', message: 'Файл пуст' });
    const saved = { name: 'a.png', url: 'http://localhost:8000/storage/uploads/a.png', mime: 'image/png', size: 10 };
    expect(checkAnswer(file, saved, undefined, saved)).toEqual({ kind: 'value', value: saved });
    expect(checkAnswer(file, { ...saved, url: 'http://evil.example/a.png' }, undefined, saved)).toEqual({ kind: 'error', message: 'Прикрепите файл' });
  });

  it('file: refuses a name with a bidi override or a control character (issue 21, item 8)', () => {
    const file = question({ type: 'file', accept: ['application/pdf'] });
    for (const name of ['resume\u202Efdp.exe', 'cv\u0000.pdf', 'cv\u0007.pdf', 'cv\u001b.pdf', 'cv\n.pdf']) {
      expect(checkAnswer(file, null, { name, size: 10, mime: 'application/pdf' })).toEqual({
        kind: 'error',
        message: 'Имя файла содержит недопустимые символы: переименуйте файл',
      });
    }
  });

  it('file: keeps the saved file when its link comes back signed anew (another query)', () => {
    const file = question({ type: 'file', accept: ['application/pdf'] });
    const saved = { name: 'cv.pdf', url: 'http://localhost:8000/storage/uploads/cv.pdf', mime: 'application/pdf', size: 10 };
    const resent = { ...saved, url: `${saved.url}?expires=1&signature=abc` };
    expect(checkAnswer(file, resent, undefined, saved)).toEqual({ kind: 'value', value: saved });
    expect(fileAnswerKey(resent)).toBe(saved.url);
  });

  it('null clears any answer; a file part for another type is refused', () => {
    expect(checkAnswer(question({ type: 'single', options: choices }), null)).toEqual({ kind: 'clear' });
    expect(checkAnswer(question({}), 'текст', { name: 'файл', size: 10, mime: 'image/png' })).toEqual({ kind: 'error', message: 'Этот вопрос не принимает файлы' });
  });
});
