import * as v from 'valibot';
import {
  checkSubmission,
  FileAnswerSchema,
  isFileAnswer,
  questionErrorKey,
  type AnswerFile,
  type AnswerInput,
  type AnswerValue,
  type Question,
  type QuestionOption,
} from '@cabinet/runtime';

/**
 * What the form holds for each question while the user answers: the saved
 * answer turned into what the controls edit, and back into the API's
 * `{question_id, value}` plus the files to upload. A schema, because a
 * draft also comes back from local storage, where anything may be.
 */
const DraftSchema = v.variant('type', [
  v.object({ type: v.literal('single'), value: v.nullable(v.number()) }),
  v.object({ type: v.literal('multiple'), value: v.array(v.number()) }),
  v.object({ type: v.literal('text'), value: v.string() }),
  /** The input's text: an empty or half-typed number is not a number yet. */
  v.object({ type: v.literal('number'), value: v.string() }),
  /**
   * `saved` is the file already stored; `chosen` the name of a new one picked
   * and not saved yet. The file itself stays in memory (`Files`): local
   * storage cannot hold it, so after a reload only its name is left.
   */
  v.object({ type: v.literal('file'), saved: v.nullable(FileAnswerSchema), chosen: v.nullable(v.string()) }),
]);

type Draft = v.InferOutput<typeof DraftSchema>;

type Drafts = Readonly<Record<number, Draft>>;

/** The new files picked for `file` questions, by question id; never stored. */
type Files = Readonly<Record<number, File>>;

function draftOf(question: Question): Draft {
  const { answer } = question;
  switch (question.type) {
    case 'single':
      return { type: 'single', value: typeof answer === 'number' ? answer : null };
    case 'multiple':
      return { type: 'multiple', value: Array.isArray(answer) ? answer : [] };
    case 'text':
      return { type: 'text', value: typeof answer === 'string' ? answer : '' };
    case 'number':
      return { type: 'number', value: typeof answer === 'number' ? String(answer) : '' };
    case 'file':
      return { type: 'file', saved: isFileAnswer(answer) ? answer : null, chosen: null };
  }
}

function draftsOf(questions: readonly Question[]): Drafts {
  return Object.fromEntries(questions.map((question) => [question.id, draftOf(question)]));
}

/** An empty answer is sent as null, which clears what was saved. */
function valueOf(draft: Draft, file?: File): AnswerInput['value'] {
  switch (draft.type) {
    case 'single':
      return draft.value;
    case 'multiple':
      return draft.value.length > 0 ? draft.value : null;
    case 'text':
      return draft.value.trim() === '' ? null : draft.value;
    case 'number': {
      if (draft.value.trim() === '') return null;
      const number = Number(draft.value);
      // Not a number: sent as typed, so the server names the expected type.
      return Number.isFinite(number) ? number : draft.value;
    }
    case 'file':
      // A new file travels as its own part; the saved one is re-sent to keep it.
      return file ? null : draft.saved;
  }
}

/** Whether the question has an answer now (typed, chosen or saved): what the progress counts. */
function isAnswered(draft: Draft, file?: File): boolean {
  return file !== undefined || valueOf(draft) !== null;
}

/** Every question's answer, and the new files by question id. */
function toSubmission(questions: readonly Question[], drafts: Drafts, chosen: Files = {}) {
  const answers: AnswerInput[] = [];
  const files: Record<number, File> = {};
  for (const question of questions) {
    const draft = drafts[question.id] ?? draftOf(question);
    const file = draft.type === 'file' ? chosen[question.id] : undefined;
    answers.push({ question_id: question.id, value: valueOf(draft, file) });
    if (file) files[question.id] = file;
  }
  return { answers, files };
}

/**
 * The errors of the answers before sending, by the contract's rules of a save
 * (`checkSubmission`, the server's own): keyed like the server's,
 * `questions.<id>`. Finishing also needs every required question answered.
 */
function submissionErrors(
  questions: readonly Question[],
  submission: { answers: readonly AnswerInput[]; files?: Readonly<Record<number, Blob>> | undefined; complete?: unknown },
): Record<string, string[]> {
  const saved = new Map<number, AnswerValue>(questions.flatMap((question) => (question.answer === null ? [] : [[question.id, question.answer]])));
  const files = new Map<number, AnswerFile>(
    Object.entries(submission.files ?? {}).map(([id, file]) => [
      Number(id),
      { name: file instanceof File ? file.name : '', size: file.size, mime: file.type || null },
    ]),
  );
  return checkSubmission(questions, saved, submission.answers, files, submission.complete === true).errors;
}

/** A saved answer in words, for a poll that is only looked at. */
function answerText(question: Question): string | null {
  const { answer } = question;
  if (answer === null) return null;
  const optionText = (id: number) => question.options.find((option: QuestionOption) => option.id === id)?.text ?? `№${id}`;
  if (isFileAnswer(answer)) return answer.name;
  if (Array.isArray(answer)) return answer.map(optionText).join(', ');
  if (question.type === 'single' && typeof answer === 'number') return optionText(answer);
  return String(answer);
}

export { DraftSchema, draftOf, draftsOf, isAnswered, toSubmission, submissionErrors, questionErrorKey, answerText, isFileAnswer };
export type { Draft, Drafts, Files };
