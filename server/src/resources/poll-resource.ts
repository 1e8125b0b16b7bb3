import type { Poll } from '@cabinet/runtime/contract';
import type { PollsRepository } from '../repositories/polls.ts';
import { summaryResource } from '../repositories/polls.ts';

/** The full poll for one user: summary, questions, and the user's saved answers. */
export function pollResource(polls: PollsRepository, user: number, pollId: number, now: string): Poll | null {
  const summary = polls.find(user, pollId, now);
  if (!summary) return null;
  const saved = polls.savedAnswers(summary.attempt_id);
  return {
    ...summaryResource(summary),
    questions: polls.definitions(pollId).map((question) => ({ ...question, answer: saved.get(question.id) ?? null })),
  };
}
