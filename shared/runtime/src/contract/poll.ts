import * as v from 'valibot';
import { IdSchema, TimestampSchema, dataEnvelope } from './common.ts';
import { PageQueryEntries, PaginationMetaSchema, QueryBooleanSchema, paginated } from './pagination.ts';

/**
 * Polls. The status is per user: `new` (not started), `in_progress` (an
 * attempt exists), `completed` (every required question answered), `closed`
 * (the poll ended before the user completed it).
 */
export const POLL_STATUSES = ['new', 'in_progress', 'completed', 'closed'] as const;
export const PollStatusSchema = v.picklist(POLL_STATUSES);
export type PollStatus = v.InferOutput<typeof PollStatusSchema>;

export const QUESTION_TYPES = ['single', 'multiple', 'text', 'number', 'file'] as const;
export const QuestionTypeSchema = v.picklist(QUESTION_TYPES);
export type QuestionType = v.InferOutput<typeof QuestionTypeSchema>;

export const QuestionOptionSchema = v.object({ id: IdSchema, text: v.string() });
export type QuestionOption = v.InferOutput<typeof QuestionOptionSchema>;

/** A stored file answer; `url` is served by the API like uploaded images. */
export const FileAnswerSchema = v.object({
  name: v.string(),
  url: v.string(),
  mime: v.string(),
  size: v.number(),
});
export type FileAnswer = v.InferOutput<typeof FileAnswerSchema>;

/**
 * A saved answer, by question type: single → option id; multiple → option
 * ids; text → string; number → number; file → FileAnswer.
 */
export const AnswerValueSchema = v.union([v.number(), v.array(v.number()), v.string(), FileAnswerSchema]);
export type AnswerValue = v.InferOutput<typeof AnswerValueSchema>;

/**
 * `min`/`max` mean: multiple → number of chosen options; text → length in
 * characters; number → value; otherwise null. `accept` lists MIME types for
 * file questions (empty otherwise).
 */
export const QuestionSchema = v.object({
  id: IdSchema,
  text: v.string(),
  type: QuestionTypeSchema,
  required: v.boolean(),
  options: v.array(QuestionOptionSchema),
  min: v.nullable(v.number()),
  max: v.nullable(v.number()),
  accept: v.array(v.string()),
  /** The current user's saved answer, null when none. */
  answer: v.nullable(AnswerValueSchema),
});
export type Question = v.InferOutput<typeof QuestionSchema>;

const PollSummaryEntries = {
  id: IdSchema,
  title: v.string(),
  description: v.string(),
  status: PollStatusSchema,
  starts_at: TimestampSchema,
  ends_at: v.nullable(TimestampSchema),
  questions_count: v.number(),
  answered_count: v.number(),
  completed_at: v.nullable(TimestampSchema),
};

/** An item of `GET /polls` (no questions). */
export const PollSummarySchema = v.object(PollSummaryEntries);
export type PollSummary = v.InferOutput<typeof PollSummarySchema>;

/** `GET /polls/{id}`, `/start` and `set-answer-questions` answer the full poll. */
export const PollSchema = v.object({ ...PollSummaryEntries, questions: v.array(QuestionSchema) });
export type Poll = v.InferOutput<typeof PollSchema>;

export const PollListQuerySchema = v.object({
  ...PageQueryEntries,
  status: v.optional(PollStatusSchema),
});
export type PollListQueryInput = v.InferInput<typeof PollListQuerySchema>;
export type PollListQuery = v.InferOutput<typeof PollListQuerySchema>;

export const PollListResponseSchema = paginated(PollSummarySchema, PaginationMetaSchema);
export type PollListResponse = v.InferOutput<typeof PollListResponseSchema>;

export const PollResponseSchema = dataEnvelope(PollSchema);
export type PollResponse = v.InferOutput<typeof PollResponseSchema>;

/**
 * One answer to save. `null` clears a saved answer. For a file question send
 * the file as the multipart part `files[<question_id>]` (the value is then
 * ignored), or the saved FileAnswer to keep it.
 */
export const AnswerInputSchema = v.object({
  question_id: IdSchema,
  value: v.union(
    [v.number(), v.array(v.number()), v.string(), v.null(), FileAnswerSchema],
    'Недопустимое значение ответа',
  ),
});
export type AnswerInput = v.InferInput<typeof AnswerInputSchema>;

/**
 * `PUT /polls/set-answer-questions`, JSON or multipart (POST + `_method=PUT`,
 * `poll_id`, `answers` as a JSON string, files as `files[<question_id>]`).
 * Partial saves are allowed; the poll completes when every required question
 * has an answer. `complete: true` asks to finish now: unanswered required
 * questions then fail with 'Обязательное поле'. Errors about one question are
 * keyed `questions.<question_id>`.
 */
export const SetAnswersBodySchema = v.object({
  poll_id: v.pipe(
    v.union([v.number(), v.string()]),
    v.transform((input) => String(input).trim()),
    v.regex(/^\d+$/, 'Ожидалось целое число'),
    v.transform(Number),
    v.minValue(1),
  ),
  answers: v.pipe(v.array(AnswerInputSchema), v.maxLength(200)),
  complete: v.optional(QueryBooleanSchema, false),
});
export type SetAnswersBodyInput = v.InferInput<typeof SetAnswersBodySchema>;
export type SetAnswersBody = v.InferOutput<typeof SetAnswersBodySchema>;
