import { checkAnswer as checkAnswerRules, type AnswerValue } from '@cabinet/runtime/contract';
import { detectFileMime } from '../../lib/detect-mime.ts';
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
  const mime = file && file.size > 0 ? (file.mime ?? (await detectFileMime(file.path))) : null;
  const checked = checkAnswerRules(question, value, file && { size: file.size, mime }, saved);
  if (checked.kind !== 'file') return checked;
  if (!file || !mime) return { kind: 'error', message: 'Прикрепите файл' };
  return { kind: 'file', file, mime };
}
