import { checkAnswer as checkAnswerRules, UPLOAD_MAX_BYTES, type AnswerValue } from '@cabinet/runtime/contract';
import { detectMime } from '../../lib/detect-mime.ts';
import type { UploadedFile } from '../../lib/read-body.ts';
import type { QuestionDefinition } from '../../repositories/polls.ts';

/** What one submitted answer turned out to be. */
export type CheckedAnswer =
  | { kind: 'clear' }
  | { kind: 'value'; value: AnswerValue }
  | { kind: 'file'; file: UploadedFile; mime: string }
  | { kind: 'error'; message: string };

/**
 * Checks one answer against its question with the contract's answer rules
 * (the ones the polls form and the tests' mock API apply too); the server
 * adds what only it can do: the file's type from its bytes, not its name.
 */
export async function checkAnswer(
  question: QuestionDefinition,
  value: unknown,
  file: UploadedFile | undefined,
  saved: AnswerValue | undefined,
): Promise<CheckedAnswer> {
  const readable = file !== undefined && !file.truncated && file.data.length > 0 && file.data.length <= UPLOAD_MAX_BYTES;
  const mime = readable ? await detectMime(file.data) : null;
  const size = file?.truncated ? Number.POSITIVE_INFINITY : file?.data.length;
  const checked = checkAnswerRules(question, value, file && size !== undefined ? { size, mime } : undefined, saved);
  if (checked.kind !== 'file') return checked;
  if (!file || !mime) return { kind: 'error', message: 'Прикрепите файл' };
  return { kind: 'file', file, mime };
}
