import { checkSubmission, type AnswerFile, type AnswerValue } from '@cabinet/runtime/contract';
import { detectFileMime } from '../../lib/detect-mime.ts';
import type { FieldErrors } from '../../lib/http-error.ts';
import type { UploadedFile } from '../../lib/read-body.ts';
import type { QuestionDefinition } from '../../repositories/polls.ts';

interface PendingFile {
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
 * Validates one save of a poll's answers with the contract's rules
 * (`checkSubmission`, which the polls form and the tests' mock API apply
 * too), without writing anything: the route writes only when `errors` is
 * empty. The server adds what only it can do: each file's type from its
 * bytes, not its name.
 */
export async function validateSubmission(
  questions: readonly QuestionDefinition[],
  saved: ReadonlyMap<number, AnswerValue>,
  answers: ReadonlyArray<{ question_id: number; value: unknown }>,
  files: ReadonlyMap<number, UploadedFile>,
  complete: boolean,
): Promise<Submission> {
  const facts = new Map<number, AnswerFile>();
  for (const [questionId, file] of files) {
    const mime = file.size > 0 ? (file.mime ?? (await detectFileMime(file.path))) : null;
    facts.set(questionId, { name: file.filename, size: file.size, mime });
  }
  const checked = checkSubmission(questions, saved, answers, facts, complete);
  const pending = checked.files.flatMap((questionId) => {
    const file = files.get(questionId);
    const mime = facts.get(questionId)?.mime;
    return file && mime ? [{ questionId, file, mime }] : [];
  });
  return { values: checked.values, files: pending, errors: checked.errors };
}
