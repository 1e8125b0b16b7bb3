/**
 * One save of a poll's answers, checked against its questions without
 * writing anything — the rules of `PUT /polls/set-answer-questions` for the
 * server, the polls form (before sending) and the tests' mock API. Each answer
 * follows poll-answer-rules.ts; this adds what concerns the save as a whole.
 */
import { ru } from '../validation/messages.ts';
import { checkAnswer, type AnswerFile, type AnswerRulesQuestion } from './poll-answer-rules.ts';
import type { AnswerValue } from './poll.ts';

/** What the save needs of a question. */
interface SubmissionQuestion extends AnswerRulesQuestion {
  id: number;
  required: boolean;
}

interface CheckedSubmission {
  /** Answers to write by question id; null clears a saved one. */
  values: Map<number, AnswerValue | null>;
  /** Questions whose file part is accepted: the caller stores the file and writes its answer. */
  files: number[];
  /** By `questions.<id>`, one message each. */
  errors: Record<string, string[]>;
}

/** Errors about one question are keyed `questions.<question_id>`. */
function questionErrorKey(questionId: number): string {
  return `questions.${questionId}`;
}

/** Whether the question has an answer once this save is written. */
function answeredAfter(checked: CheckedSubmission, saved: ReadonlyMap<number, AnswerValue>, id: number): boolean {
  if (checked.files.includes(id)) return true;
  return checked.values.has(id) ? checked.values.get(id) !== null : saved.has(id);
}

/**
 * `answers` and the file parts (by question id; a file part without an entry
 * in `answers` answers its question too) against the poll's `questions` and
 * the `saved` answers. With `complete`, each required question left
 * unanswered is an error too ('Обязательное поле').
 */
function checkSubmission(
  questions: readonly SubmissionQuestion[],
  saved: ReadonlyMap<number, AnswerValue>,
  answers: ReadonlyArray<{ question_id: number; value: unknown }>,
  files: ReadonlyMap<number, AnswerFile>,
  complete = false,
): CheckedSubmission {
  const checked: CheckedSubmission = { values: new Map(), files: [], errors: {} };
  const submitted = new Map<number, unknown>();
  for (const answer of answers) {
    if (submitted.has(answer.question_id)) checked.errors[questionErrorKey(answer.question_id)] = ['Ответ на вопрос указан дважды'];
    submitted.set(answer.question_id, answer.value);
  }
  for (const id of files.keys()) if (!submitted.has(id)) submitted.set(id, null);

  for (const [id, value] of submitted) {
    const key = questionErrorKey(id);
    const question = questions.find((candidate) => candidate.id === id);
    if (!question) checked.errors[key] = ['Вопрос не найден в этом опросе'];
    if (!question || checked.errors[key]) continue;
    const answer = checkAnswer(question, value, files.get(id), saved.get(id));
    if (answer.kind === 'error') checked.errors[key] = [answer.message];
    else if (answer.kind === 'clear') checked.values.set(id, null);
    else if (answer.kind === 'value') checked.values.set(id, answer.value);
    else checked.files.push(id);
  }
  if (complete) {
    for (const question of questions) {
      if (question.required && !answeredAfter(checked, saved, question.id)) checked.errors[questionErrorKey(question.id)] ??= [ru.required];
    }
  }
  return checked;
}

export { checkSubmission, questionErrorKey };
export type { CheckedSubmission, SubmissionQuestion };
