import * as v from 'valibot';
import {
  FileAnswerSchema,
  type AnswerValue,
  type PollStatus,
  type PollSummary,
  type Question,
  type QuestionType,
} from '@cabinet/runtime/contract';
import type { Db } from '../db/open-database.ts';
import { parseJsonAs } from '../lib/json.ts';
import { seedDataCache } from './seed-data-cache.ts';

interface SummaryRow {
  id: number;
  title: string;
  description: string;
  starts_at: string;
  ends_at: string | null;
  attempt_id: number | null;
  completed_at: string | null;
  questions_count: number;
  answered_count: number;
  status: PollStatus;
}

interface QuestionRow {
  id: number;
  poll_id: number;
  text: string;
  type: QuestionType;
  required: number;
  min: number | null;
  max: number | null;
  accept: string;
}

interface OptionRow {
  id: number;
  question_id: number;
  text: string;
}

/** A question as the answer validator needs it (without the saved answer). */
export type QuestionDefinition = Omit<Question, 'answer'>;

/**
 * The status is per user and computed, never stored: completed wins, then
 * closed (ended), then in_progress (an attempt exists), else new. Only polls
 * that have started are visible.
 */
const SUMMARY = `(
  SELECT p.id, p.title, p.description, p.starts_at, p.ends_at, a.id AS attempt_id, a.completed_at,
    (SELECT COUNT(*) FROM poll_questions q WHERE q.poll_id = p.id) AS questions_count,
    (SELECT COUNT(*) FROM poll_answers pa WHERE pa.attempt_id = a.id) AS answered_count,
    CASE
      WHEN a.completed_at IS NOT NULL THEN 'completed'
      WHEN p.ends_at IS NOT NULL AND p.ends_at <= @now THEN 'closed'
      WHEN a.id IS NOT NULL THEN 'in_progress'
      ELSE 'new'
    END AS status
  FROM polls p LEFT JOIN poll_attempts a ON a.poll_id = p.id AND a.user_id = @user
  WHERE p.starts_at <= @now
)`;

const AcceptSchema = v.array(v.string());

/**
 * Stored answers are written by this server; reading them back checks the
 * shape by `typeof` first, because a valibot union would build (Russian) issue
 * messages for every branch it rejects on the way — on every poll read.
 */
function toAnswerValue(json: string): AnswerValue | null {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof value === 'number' || typeof value === 'string') return value;
  if (Array.isArray(value)) return value.every((item) => typeof item === 'number') ? value : null;
  return v.is(FileAnswerSchema, value) ? value : null;
}

export function summaryResource(row: SummaryRow): PollSummary {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    status: row.status,
    starts_at: row.starts_at,
    ends_at: row.ends_at,
    questions_count: row.questions_count,
    answered_count: row.answered_count,
    completed_at: row.completed_at,
  };
}

export function createPollsRepository(db: Db) {
  type ListParams = { user: number; now: string; status: PollStatus | null };
  const count = db.prepare<ListParams, { total: number }>(
    `SELECT COUNT(*) AS total FROM ${SUMMARY} WHERE @status IS NULL OR status = @status`,
  );
  const page = db.prepare<ListParams & { limit: number; offset: number }, SummaryRow>(
    `SELECT * FROM ${SUMMARY} WHERE @status IS NULL OR status = @status ORDER BY starts_at DESC, id DESC LIMIT @limit OFFSET @offset`,
  );
  const byId = db.prepare<{ user: number; now: string; id: number }, SummaryRow>(`SELECT * FROM ${SUMMARY} WHERE id = @id`);
  const questions = db.prepare<[], QuestionRow>(
    'SELECT id, poll_id, text, type, required, min, max, accept FROM poll_questions ORDER BY poll_id, position, id',
  );
  const options = db.prepare<[], OptionRow>(
    'SELECT id, question_id, text FROM poll_question_options ORDER BY question_id, position, id',
  );
  const answers = db.prepare<[number], { question_id: number; value: string }>(
    'SELECT question_id, value FROM poll_answers WHERE attempt_id = ?',
  );
  const startAttempt = db.prepare('INSERT OR IGNORE INTO poll_attempts (poll_id, user_id, started_at) VALUES (?, ?, ?)');
  const attemptOf = db.prepare<[number, number], { id: number; completed_at: string | null }>(
    'SELECT id, completed_at FROM poll_attempts WHERE poll_id = ? AND user_id = ?',
  );
  const upsertAnswer = db.prepare(
    `INSERT INTO poll_answers (attempt_id, question_id, value, updated_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (attempt_id, question_id) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`,
  );
  const deleteAnswer = db.prepare('DELETE FROM poll_answers WHERE attempt_id = ? AND question_id = ?');
  const missingRequired = db.prepare<[number, number], { id: number }>(
    `SELECT q.id FROM poll_questions q
     WHERE q.poll_id = ? AND q.required = 1
       AND NOT EXISTS (SELECT 1 FROM poll_answers a WHERE a.attempt_id = ? AND a.question_id = q.id)`,
  );
  const answerCount = db.prepare<[number], { total: number }>('SELECT COUNT(*) AS total FROM poll_answers WHERE attempt_id = ?');
  const complete = db.prepare('UPDATE poll_attempts SET completed_at = ? WHERE id = ? AND completed_at IS NULL');

  // Questions only change with a reseed: kept in memory, grouped by poll.
  const questionsByPoll = seedDataCache(db, () => {
    const byQuestion = new Map<number, { id: number; text: string }[]>();
    for (const option of options.all()) {
      const list = byQuestion.get(option.question_id) ?? [];
      list.push({ id: option.id, text: option.text });
      byQuestion.set(option.question_id, list);
    }
    const byPoll = new Map<number, QuestionDefinition[]>();
    for (const row of questions.all()) {
      const list = byPoll.get(row.poll_id) ?? [];
      list.push({
        id: row.id,
        text: row.text,
        type: row.type,
        required: row.required === 1,
        options: byQuestion.get(row.id) ?? [],
        min: row.min,
        max: row.max,
        accept: parseJsonAs(AcceptSchema, row.accept, []),
      });
      byPoll.set(row.poll_id, list);
    }
    return byPoll;
  });

  const definitions = (pollId: number): QuestionDefinition[] => questionsByPoll().get(pollId) ?? [];

  function savedAnswers(attemptId: number | null): Map<number, AnswerValue> {
    const saved = new Map<number, AnswerValue>();
    if (attemptId === null) return saved;
    for (const row of answers.all(attemptId)) {
      const value = toAnswerValue(row.value);
      if (value !== null) saved.set(row.question_id, value);
    }
    return saved;
  }

  return {
    list(user: number, now: string, status: PollStatus | undefined, limit: number, offset: number) {
      const params = { user, now, status: status ?? null };
      return { total: count.get(params)?.total ?? 0, rows: page.all({ ...params, limit, offset }) };
    },
    find: (user: number, id: number, now: string) => byId.get({ user, id, now }) ?? null,
    definitions,
    savedAnswers,
    /** Creates the user's attempt unless it exists (the unique index makes this race-free). */
    start(pollId: number, user: number, now: string): void {
      startAttempt.run(pollId, user, now);
    },
    attempt: (pollId: number, user: number) => attemptOf.get(pollId, user) ?? null,
    /**
     * Saves answers (null clears one) in one transaction, then completes the
     * attempt if every required question has an answer. Upserts keyed by the
     * unique (attempt, question) index: a repeated save overwrites, never duplicates.
     */
    saveAnswers(
      pollId: number,
      user: number,
      values: ReadonlyMap<number, AnswerValue | null>,
      now: string,
    ): { refused: boolean; completed: boolean } {
      return db.transaction(() => {
        startAttempt.run(pollId, user, now);
        const attempt = attemptOf.get(pollId, user);
        if (!attempt) throw new Error(`attempt for poll ${pollId} was not created`);
        // Another request may have completed the attempt while this one stored its files.
        if (attempt.completed_at !== null) return { refused: true, completed: true };
        for (const [questionId, value] of values) {
          if (value === null) deleteAnswer.run(attempt.id, questionId);
          else upsertAnswer.run(attempt.id, questionId, JSON.stringify(value), now);
        }
        const missing = missingRequired.all(pollId, attempt.id).length;
        const answered = answerCount.get(attempt.id)?.total ?? 0;
        if (missing === 0 && answered > 0) {
          complete.run(now, attempt.id);
          return { refused: false, completed: true };
        }
        return { refused: false, completed: false };
      })();
    },
  };
}

export type PollsRepository = ReturnType<typeof createPollsRepository>;
