import type { AnswerValue } from '@cabinet/runtime/contract';
import type { FieldErrors } from '../../lib/http-error.ts';
import type { UploadedFile } from '../../lib/read-body.ts';
import type { QuestionDefinition } from '../../repositories/polls.ts';
import { checkAnswer } from './answer-rules.ts';

/** Errors about one question are keyed `questions.<question_id>`. */
export const questionKey = (questionId: number) => `questions.${questionId}`;

export interface PendingFile {
  questionId: number;
  file: UploadedFile;
  mime: string;
}

export interface Submission {
  /** Answers to write; null clears a saved one. */
  values: Map<number, AnswerValue | null>;
  /** Files to store first; their answers are added to `values` then. */
  files: PendingFile[];
  errors: FieldErrors;
}

/**
 * Checks one save of a poll's answers against its questions, without writing
 * anything: the route writes only when `errors` is empty. A file part
 * `files[<id>]` without an entry in `answers` counts as an answer to `<id>`.
 */
export async function checkSubmission(
  questions: readonly QuestionDefinition[],
  saved: ReadonlyMap<number, AnswerValue>,
  answers: ReadonlyArray<{ question_id: number; value: unknown }>,
  files: ReadonlyMap<number, UploadedFile>,
): Promise<Submission> {
  const byId = new Map(questions.map((question) => [question.id, question]));
  const submission: Submission = { values: new Map(), files: [], errors: {} };
  const submitted = new Map<number, unknown>();
  for (const answer of answers) {
    if (submitted.has(answer.question_id)) submission.errors[questionKey(answer.question_id)] = ['Ответ на вопрос указан дважды'];
    submitted.set(answer.question_id, answer.value);
  }
  for (const questionId of files.keys()) if (!submitted.has(questionId)) submitted.set(questionId, null);

  for (const [questionId, value] of submitted) {
    const key = questionKey(questionId);
    const question = byId.get(questionId);
    if (!question) submission.errors[key] = ['Вопрос не найден в этом опросе'];
    if (!question || submission.errors[key]) continue;
    const checked = await checkAnswer(question, value, files.get(questionId), saved.get(questionId));
    if (checked.kind === 'error') submission.errors[key] = [checked.message];
    else if (checked.kind === 'clear') submission.values.set(questionId, null);
    else if (checked.kind === 'value') submission.values.set(questionId, checked.value);
    else submission.files.push({ questionId, file: checked.file, mime: checked.mime });
  }
  return submission;
}

/** Question id → whether this save leaves it answered, for the `complete` check. */
export function answeredAfter(submission: Submission): Map<number, boolean> {
  const answered = new Map<number, boolean>([...submission.values].map(([id, value]) => [id, value !== null]));
  for (const { questionId } of submission.files) answered.set(questionId, true);
  return answered;
}
