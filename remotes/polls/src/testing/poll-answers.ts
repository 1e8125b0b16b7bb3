import * as v from 'valibot';
import { FileAnswerSchema, receivedTypeName, ru, type AnswerValue, type Poll, type Question } from '@cabinet/runtime';
import { nextId, type TestDb } from '@cabinet/testing';

/**
 * The answer rules of the reference server (`server/src/routes/polls`), in
 * short: the same messages and the same outcomes, without the byte sniffing.
 */
type Checked = { ok: true; value: AnswerValue | null } | { ok: false; error: string };

const fail = (error: string): Checked => ({ ok: false, error });
const keep = (value: AnswerValue | null): Checked => ({ ok: true, value });
const wrongType = (expected: string, input: unknown) => fail(ru.wrongType(expected, receivedTypeName(input)));

function checkChoice(question: Question, value: unknown): Checked {
  const ids = question.options.map((option) => option.id);
  if (question.type === 'single') {
    if (typeof value !== 'number') return wrongType('число', value);
    return ids.includes(value) ? keep(value) : fail('Выберите один из предложенных вариантов');
  }
  if (!Array.isArray(value)) return wrongType('массив', value);
  if (value.length === 0) return keep(null);
  if (!v.is(v.array(v.picklist(ids)), value)) return fail('Выберите варианты из предложенных');
  if (question.min !== null && value.length < question.min) return fail(ru.minItems(question.min));
  if (question.max !== null && value.length > question.max) return fail(ru.maxItems(question.max));
  return keep(value);
}

function checkText(question: Question, value: unknown): Checked {
  if (typeof value !== 'string') return wrongType('строка', value);
  const text = value.trim();
  if (text === '') return keep(null);
  if (question.min !== null && text.length < question.min) return fail(ru.minChars(question.min));
  if (question.max !== null && text.length > question.max) return fail(ru.maxChars(question.max));
  return keep(text);
}

function checkNumber(question: Question, value: unknown): Checked {
  if (typeof value !== 'number' || !Number.isFinite(value)) return wrongType('число', value);
  if (question.min !== null && value < question.min) return fail(ru.minValue(question.min));
  if (question.max !== null && value > question.max) return fail(ru.maxValue(question.max));
  return keep(value);
}

function checkFile(question: Question, value: unknown, file: File | undefined, db: TestDb): Checked {
  if (file) {
    if (file.size === 0) return fail('Файл пуст');
    if (!question.accept.includes(file.type)) return fail(`Недопустимый тип файла. Разрешены: ${question.accept.join(', ')}`);
    const url = `http://localhost:8000/storage/uploads/${nextId(db)}-${encodeURIComponent(file.name)}`;
    return keep({ name: file.name, url, mime: file.type, size: file.size });
  }
  // Re-sending the saved file's description keeps it.
  const saved = question.answer;
  if (v.is(FileAnswerSchema, value) && v.is(FileAnswerSchema, saved) && value.url === saved.url) return keep(saved);
  return fail('Прикрепите файл');
}

/** One answer against its question; `null` always clears. */
function checkAnswer(question: Question, value: unknown, file: File | undefined, db: TestDb): Checked {
  if (value === null && !file) return keep(null);
  switch (question.type) {
    case 'single':
    case 'multiple':
      return checkChoice(question, value);
    case 'text':
      return checkText(question, value);
    case 'number':
      return checkNumber(question, value);
    case 'file':
      return checkFile(question, value, file, db);
  }
}

interface AnswersInput {
  answers: ReadonlyArray<{ question_id: number; value: unknown }>;
  files: ReadonlyMap<number, File>;
  complete: boolean;
}

/**
 * All or nothing: errors keyed `questions.<id>`, else every answer is saved
 * and the poll completes once each required question has an answer.
 */
function saveAnswers(poll: Poll, { answers, files, complete }: AnswersInput, db: TestDb): Record<string, string[]> {
  const key = (id: number) => `questions.${id}`;
  const errors: Record<string, string[]> = {};
  const submitted = new Map<number, unknown>();
  for (const { question_id, value } of answers) {
    if (submitted.has(question_id)) errors[key(question_id)] = ['Ответ на вопрос указан дважды'];
    submitted.set(question_id, value);
  }
  for (const id of files.keys()) if (!submitted.has(id)) submitted.set(id, null);

  const accepted = new Map<Question, AnswerValue | null>();
  for (const [id, value] of submitted) {
    const question = poll.questions.find((candidate) => candidate.id === id);
    if (!question) errors[key(id)] = ['Вопрос не найден в этом опросе'];
    if (!question || errors[key(id)]) continue;
    const checked = checkAnswer(question, value, files.get(id), db);
    if (checked.ok) accepted.set(question, checked.value);
    else errors[key(id)] = [checked.error];
  }
  const answeredAfter = (question: Question) => {
    const value = accepted.has(question) ? accepted.get(question) : question.answer;
    return value !== null && value !== undefined;
  };
  if (complete) {
    for (const question of poll.questions) {
      if (question.required && !answeredAfter(question)) errors[key(question.id)] ??= [ru.required];
    }
  }
  if (Object.keys(errors).length > 0) return errors;

  for (const [question, value] of accepted) question.answer = value;
  poll.answered_count = poll.questions.filter((question) => question.answer !== null).length;
  const done = poll.answered_count > 0 && poll.questions.every((q) => !q.required || q.answer !== null);
  poll.status = done ? 'completed' : 'in_progress';
  if (done) poll.completed_at = new Date().toISOString();
  return errors;
}

export { saveAnswers };
export type { AnswersInput };
