import { checkAnswer as checkAnswerRules, ru, type AnswerValue, type Poll, type Question } from '@cabinet/runtime';
import { nextId, type TestDb } from '@cabinet/testing';

/**
 * One answer against its question with the contract's answer rules — the
 * same the reference server applies — and a stored file's description for
 * an accepted file part (the mock trusts the declared type: no bytes to sniff).
 */
type Checked = { ok: true; value: AnswerValue | null } | { ok: false; error: string };

function checkAnswer(question: Question, value: unknown, file: File | undefined, db: TestDb): Checked {
  const checked = checkAnswerRules(question, value, file && { size: file.size, mime: file.type || null }, question.answer ?? undefined);
  switch (checked.kind) {
    case 'clear':
      return { ok: true, value: null };
    case 'value':
      return { ok: true, value: checked.value };
    case 'error':
      return { ok: false, error: checked.message };
    case 'file': {
      if (!file) return { ok: false, error: 'Прикрепите файл' };
      const url = `http://localhost:8000/storage/uploads/${nextId(db)}-${encodeURIComponent(file.name)}`;
      return { ok: true, value: { name: file.name, url, mime: file.type, size: file.size } };
    }
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
