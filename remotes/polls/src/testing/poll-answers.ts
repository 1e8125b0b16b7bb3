import { checkSubmission, type AnswerFile, type AnswerValue, type Poll } from '@cabinet/runtime';
import { nextId, type TestDb } from '@cabinet/testing';

interface AnswersInput {
  answers: ReadonlyArray<{ question_id: number; value: unknown }>;
  files: ReadonlyMap<number, File>;
  complete: boolean;
}

/**
 * All or nothing, with the contract's rules of a save — the ones the
 * reference server applies (the mock trusts the declared type: no bytes to
 * sniff): errors keyed `questions.<id>`, else every answer is saved, and the
 * poll completes once each required question has an answer.
 */
function saveAnswers(poll: Poll, { answers, files, complete }: AnswersInput, db: TestDb): Record<string, string[]> {
  const saved = new Map<number, AnswerValue>(poll.questions.flatMap((question) => (question.answer === null ? [] : [[question.id, question.answer]])));
  const facts = new Map<number, AnswerFile>([...files].map(([id, file]) => [id, { name: file.name, size: file.size, mime: file.type || null }]));
  const checked = checkSubmission(poll.questions, saved, answers, facts, complete);
  if (Object.keys(checked.errors).length > 0) return checked.errors;

  for (const id of checked.files) {
    const file = files.get(id);
    if (!file) continue;
    const url = `http://localhost:8000/storage/uploads/${nextId(db)}-${encodeURIComponent(file.name)}`;
    checked.values.set(id, { name: file.name, url, mime: file.type, size: file.size });
  }
  for (const question of poll.questions) if (checked.values.has(question.id)) question.answer = checked.values.get(question.id) ?? null;
  poll.answered_count = poll.questions.filter((question) => question.answer !== null).length;
  const done = poll.answered_count > 0 && poll.questions.every((q) => !q.required || q.answer !== null);
  poll.status = done ? 'completed' : 'in_progress';
  if (done) poll.completed_at = new Date().toISOString();
  return {};
}

export { saveAnswers };
export type { AnswersInput };
