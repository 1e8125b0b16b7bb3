/**
 * The rules an answer to a poll question must follow — one source for the
 * server (which adds what only it can do: sniffing a file's type from its
 * bytes, storing it), the polls form (checked before sending, with the same
 * words) and the mock API of the tests. Pure: no I/O, no clock.
 */
import { receivedTypeName, ru } from '../validation/messages.ts';
import { hasUnsafeCharacters, UNSAFE_CHARACTERS_MESSAGE } from './common.ts';
import type { AnswerValue, FileAnswer, QuestionType } from './poll.ts';
import { fileProblem, type UploadFacts } from './upload-rules.ts';

/** A text answer's length when the question sets no maximum. */
const TEXT_ANSWER_MAX = 5000;

/** What the rules need of a question. */
interface AnswerRulesQuestion {
  type: QuestionType;
  options: readonly { id: number }[];
  min: number | null;
  max: number | null;
  /** MIME types a file question accepts. */
  accept: readonly string[];
}

/** A file part sent for a file question: its name, size and type (sniffed by the server, declared in a browser). */
type AnswerFile = UploadFacts;

type CheckedAnswer =
  /** Nothing answered: clears a saved answer. */
  | { kind: 'clear' }
  | { kind: 'value'; value: AnswerValue }
  /** The file part is acceptable; the server stores it and makes the FileAnswer. */
  | { kind: 'file' }
  | { kind: 'error'; message: string };

const error = (message: string): CheckedAnswer => ({ kind: 'error', message });
const wrongType = (expected: string, input: unknown) => error(ru.wrongType(expected, receivedTypeName(input)));

/** Length in characters as a person counts them (code points, like PHP's mb_strlen). */
const characters = (text: string) => Array.from(text).length;

function checkSingle(question: AnswerRulesQuestion, value: unknown): CheckedAnswer {
  if (typeof value !== 'number') return wrongType('число', value);
  if (!question.options.some((option) => option.id === value)) return error('Выберите один из предложенных вариантов');
  return { kind: 'value', value };
}

function checkMultiple(question: AnswerRulesQuestion, value: unknown): CheckedAnswer {
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

function checkText(question: AnswerRulesQuestion, value: unknown): CheckedAnswer {
  if (typeof value !== 'string') return wrongType('строка', value);
  const text = value.trim();
  if (text === '') return { kind: 'clear' };
  if (hasUnsafeCharacters(text)) return error(UNSAFE_CHARACTERS_MESSAGE);
  const length = characters(text);
  if (question.min !== null && length < question.min) return error(ru.minChars(question.min));
  const max = question.max ?? TEXT_ANSWER_MAX;
  if (length > max) return error(ru.maxChars(max));
  return { kind: 'value', value: text };
}

function checkNumber(question: AnswerRulesQuestion, value: unknown): CheckedAnswer {
  // Form fields arrive as text: a plain decimal string counts too (a comma as well).
  const number = typeof value === 'string' && /^-?\d+(?:[.,]\d+)?$/.test(value.trim()) ? Number(value.trim().replace(',', '.')) : value;
  if (typeof number !== 'number') return wrongType('число', value);
  // JSON's 1e400 parses to Infinity: a number, just not one that can be stored or compared.
  if (!Number.isFinite(number)) return error('Число слишком велико по модулю');
  if (question.min !== null && number < question.min) return error(ru.minValue(question.min));
  if (question.max !== null && number > question.max) return error(ru.maxValue(question.max));
  return { kind: 'value', value: number };
}

function isFileAnswer(value: unknown): value is FileAnswer {
  if (typeof value !== 'object' || value === null) return false;
  const { name, url, mime, size } = value as Record<string, unknown>;
  return typeof name === 'string' && typeof url === 'string' && typeof mime === 'string' && typeof size === 'number';
}

/**
 * The stored file a file answer names: its address without the query and
 * fragment. A backend may hand the owner a signed, short-lived link whose
 * query changes from one read to the next; the file it names does not.
 */
function fileAnswerKey(answer: Pick<FileAnswer, 'url'>): string {
  const end = answer.url.search(/[?#]/);
  return end === -1 ? answer.url : answer.url.slice(0, end);
}

function checkFile(question: AnswerRulesQuestion, value: unknown, file: AnswerFile | undefined, saved: AnswerValue | undefined): CheckedAnswer {
  if (file) {
    const problem = fileProblem(file, question.accept);
    return problem === null ? { kind: 'file' } : error(problem);
  }
  if (value === null || value === undefined) return { kind: 'clear' };
  // Re-sending the saved file's description keeps it; anything else must come as a file part.
  if (isFileAnswer(value) && isFileAnswer(saved) && fileAnswerKey(value) === fileAnswerKey(saved)) return { kind: 'value', value: saved };
  return error('Прикрепите файл');
}

/**
 * Checks one answer against its question. `null` (or an empty text, an
 * empty choice) clears; a file question takes a file part or its saved file.
 */
function checkAnswer(
  question: AnswerRulesQuestion,
  value: unknown,
  file?: AnswerFile,
  saved?: AnswerValue,
): CheckedAnswer {
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

export { TEXT_ANSWER_MAX, checkAnswer, fileAnswerKey, isFileAnswer };
export type { AnswerFile, AnswerRulesQuestion, CheckedAnswer };
