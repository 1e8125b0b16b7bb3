import * as v from 'valibot';
import { FileAnswerSchema, hasUnsafeCharacters, UNSAFE_CHARACTERS_MESSAGE, type AnswerValue } from '@cabinet/runtime/contract';
import { receivedTypeName, ru } from '@cabinet/runtime/validation';
import { UPLOAD_MAX_BYTES } from '@cabinet/runtime/contract';
import { describeMimes, detectFileMime } from '../../lib/detect-mime.ts';
import type { UploadedFile } from '../../lib/read-body.ts';
import type { QuestionDefinition } from '../../repositories/polls.ts';

/** What one submitted answer turned out to be. */
export type CheckedAnswer =
  | { kind: 'clear' }
  | { kind: 'value'; value: AnswerValue }
  | { kind: 'file'; file: UploadedFile; mime: string }
  | { kind: 'error'; message: string };

const TEXT_MAX_DEFAULT = 5000;
const error = (message: string): CheckedAnswer => ({ kind: 'error', message });
const wrongType = (expected: string, input: unknown) => error(ru.wrongType(expected, receivedTypeName(input)));

/** Length in characters as a person counts them (code points, like PHP's mb_strlen). */
const characters = (text: string) => Array.from(text).length;

function checkSingle(question: QuestionDefinition, value: unknown): CheckedAnswer {
  if (typeof value !== 'number') return wrongType('число', value);
  if (!question.options.some((option) => option.id === value)) return error('Выберите один из предложенных вариантов');
  return { kind: 'value', value };
}

function checkMultiple(question: QuestionDefinition, value: unknown): CheckedAnswer {
  if (!Array.isArray(value)) return wrongType('массив', value);
  if (value.length === 0) return { kind: 'clear' };
  const ids: number[] = [];
  for (const item of value) {
    if (typeof item !== 'number' || !question.options.some((option) => option.id === item)) {
      return error('Выберите варианты из предложенных');
    }
    if (ids.includes(item)) return error('Варианты не должны повторяться');
    ids.push(item);
  }
  if (question.min !== null && ids.length < question.min) return error(ru.minItems(question.min));
  if (question.max !== null && ids.length > question.max) return error(ru.maxItems(question.max));
  return { kind: 'value', value: ids };
}

function checkText(question: QuestionDefinition, value: unknown): CheckedAnswer {
  if (typeof value !== 'string') return wrongType('строка', value);
  const text = value.trim();
  if (text === '') return { kind: 'clear' };
  if (hasUnsafeCharacters(text)) return error(UNSAFE_CHARACTERS_MESSAGE);
  const length = characters(text);
  if (question.min !== null && length < question.min) return error(ru.minChars(question.min));
  const max = question.max ?? TEXT_MAX_DEFAULT;
  if (length > max) return error(ru.maxChars(max));
  return { kind: 'value', value: text };
}

function checkNumber(question: QuestionDefinition, value: unknown): CheckedAnswer {
  // Form fields arrive as text: accept a plain decimal string too.
  const number = typeof value === 'string' && /^-?\d+(?:[.,]\d+)?$/.test(value.trim()) ? Number(value.trim().replace(',', '.')) : value;
  if (typeof number !== 'number') return wrongType('число', value);
  // JSON's 1e400 parses to Infinity: a number, just not one that can be stored or compared.
  if (!Number.isFinite(number)) return error('Число слишком велико по модулю');
  if (question.min !== null && number < question.min) return error(ru.minValue(question.min));
  if (question.max !== null && number > question.max) return error(ru.maxValue(question.max));
  return { kind: 'value', value: number };
}

async function checkFile(
  question: QuestionDefinition,
  value: unknown,
  file: UploadedFile | undefined,
  saved: AnswerValue | undefined,
): Promise<CheckedAnswer> {
  if (file) {
    // The form reader already stopped larger and empty files; kept as this rule's own guarantee.
    if (file.size > UPLOAD_MAX_BYTES) return error('Файл больше 5 МБ');
    if (file.size === 0) return error('Файл пуст');
    const mime = file.mime ?? (await detectFileMime(file.path));
    if (!mime || !question.accept.includes(mime)) {
      return error(`Недопустимый тип файла. Разрешены: ${describeMimes(question.accept)}`);
    }
    return { kind: 'file', file, mime };
  }
  if (value === null || value === undefined) return { kind: 'clear' };
  // Re-sending the saved file's description keeps it; anything else must come as a file part.
  if (v.is(FileAnswerSchema, value) && v.is(FileAnswerSchema, saved) && value.url === saved.url) {
    return { kind: 'value', value: saved };
  }
  return error('Прикрепите файл');
}

/** Checks one answer against its question; `null` always clears. */
export async function checkAnswer(
  question: QuestionDefinition,
  value: unknown,
  file: UploadedFile | undefined,
  saved: AnswerValue | undefined,
): Promise<CheckedAnswer> {
  if (question.type === 'file') return checkFile(question, value, file, saved);
  if (file) return error('Этот вопрос не принимает файлы');
  if (value === null || value === undefined) return { kind: 'clear' };
  switch (question.type) {
    case 'single':
      return checkSingle(question, value);
    case 'multiple':
      return checkMultiple(question, value);
    case 'text':
      return checkText(question, value);
    case 'number':
      return checkNumber(question, value);
  }
}
