import type { FastifyInstance } from 'fastify';

/**
 * Ids of the seeded polls' questions and options, looked up rather than
 * hard-coded, so the tests read as "poll 1, question 2".
 */
export function question(app: FastifyInstance, pollId: number, position: number): number {
  const row = app.db
    .prepare<[number, number], { id: number }>('SELECT id FROM poll_questions WHERE poll_id = ? AND position = ?')
    .get(pollId, position);
  if (!row) throw new Error(`no question ${position} in poll ${pollId}`);
  return row.id;
}

export function options(app: FastifyInstance, questionId: number): number[] {
  return app.db
    .prepare<[number], { id: number }>('SELECT id FROM poll_question_options WHERE question_id = ? ORDER BY position')
    .all(questionId)
    .map((row) => row.id);
}

export const POLL_TABLES = ['poll_attempts', 'poll_answers', 'uploads'] as const;

/** Seeded polls, by the demo user's status. */
export const POLLS = {
  inProgress: 1,
  new: 2,
  completed: 3,
  closed: 4,
  openEnded: 5,
  closedStarted: 6,
} as const;
