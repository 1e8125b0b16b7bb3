import { isFileAnswer, type AnswerValue, type Poll } from '@cabinet/runtime/contract';
import type { PollsRepository } from '../repositories/polls.ts';
import { summaryResource } from '../repositories/polls.ts';

/**
 * The full poll for one user: summary, questions, and the user's saved
 * answers — a file answer with the link `fileLink` makes of its stored URL
 * (a signed, short-lived one: the file is its owner's document).
 */
export function pollResource(
  polls: PollsRepository,
  user: number,
  pollId: number,
  now: string,
  fileLink: (url: string) => string,
): Poll | null {
  const summary = polls.find(user, pollId, now);
  if (!summary) return null;
  const saved = polls.savedAnswers(summary.attempt_id);
  const answerOf = (value: AnswerValue | undefined) => (isFileAnswer(value) ? { ...value, url: fileLink(value.url) } : (value ?? null));
  return {
    ...summaryResource(summary),
    questions: polls.definitions(pollId).map((question) => ({ ...question, answer: answerOf(saved.get(question.id)) })),
  };
}
