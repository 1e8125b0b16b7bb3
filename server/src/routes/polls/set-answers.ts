import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fileAnswerKey, isFileAnswer, SetAnswersBodySchema, type AnswerValue } from '@cabinet/runtime/contract';
import { privateFileLinks } from '../../lib/file-link.ts';
import { fieldError, notFound, validationError } from '../../lib/http-error.ts';
import { isRecord, parseJsonField } from '../../lib/json.ts';
import { putRoute } from '../../lib/method-override.ts';
import type { RequestInput, UploadedFile } from '../../lib/read-body.ts';
import { MB, type FormRules } from '../../lib/read-form.ts';
import { validate } from '../../lib/validate.ts';
import { currentUserId } from '../../plugins/app/auth.ts';
import type { PollsRepository } from '../../repositories/polls.ts';
import { pollResource } from '../../resources/poll-resource.ts';
import { validateSubmission, type Submission } from './validate-submission.ts';

const COMPLETED = 'Вы уже прошли этот опрос: ответы изменить нельзя';
const CLOSED = 'Опрос закрыт: ответы больше не принимаются';

/**
 * The answers form: `answers` as JSON (at most 1 MB, as a JSON body), and up
 * to 5 files `files[<question_id>]` of 5 MB, typed from their bytes later
 * against each question's `accept`.
 */
const ANSWERS_FORM: FormRules = {
  fields: /^(?:_method|poll_id|answers|complete)$/,
  maxFields: 4,
  maxFieldBytes: MB,
  files: /^files\[\d{1,15}\]$/,
  maxFiles: 5,
  maxBytes: 27 * MB,
  fileErrorKey: (field) => field.replace(/^files\[(\d+)\]$/, 'questions.$1'),
};

/** Multipart sends `answers` as a JSON string and files as `files[<question_id>]`. */
function normalise(input: RequestInput): { fields: unknown; files: Map<number, UploadedFile> } {
  const files = new Map<number, UploadedFile>();
  for (const file of input.files) {
    const match = /^files\[(\d+)\]$/.exec(file.field);
    if (match?.[1]) files.set(Number(match[1]), file);
  }
  if (!input.multipart || !isRecord(input.fields)) return { fields: input.fields, files };
  const fields = { ...input.fields };
  if (typeof fields.answers === 'string') fields.answers = parseJsonField('answers', fields.answers);
  if ((fields.answers === undefined || fields.answers === null) && files.size > 0) fields.answers = [];
  return { fields, files };
}

/**
 * The stored files this save replaces or clears: a saved file answer whose
 * question now has another value (null, or another file).
 */
function replacedFiles(
  fastify: FastifyInstance,
  user: number,
  saved: ReadonlyMap<number, AnswerValue>,
  values: Submission['values'],
): string[] {
  return [...values].flatMap(([questionId, value]) => {
    const before = saved.get(questionId);
    if (!isFileAnswer(before) || (isFileAnswer(value) && fileAnswerKey(value) === fileAnswerKey(before))) return [];
    const upload = fastify.uploads.named(before.url);
    return upload?.userId === user ? [upload.fileName] : [];
  });
}

/**
 * Stores the checked files (private: their owner's documents), then writes
 * every answer in one transaction; stored files are removed on failure, and
 * the files the save replaced or cleared once it is written.
 */
async function write(
  fastify: FastifyInstance,
  request: FastifyRequest,
  polls: PollsRepository,
  pollId: number,
  saved: ReadonlyMap<number, AnswerValue>,
  submission: Submission,
) {
  const user = currentUserId(request);
  const written: string[] = [];
  try {
    for (const { questionId, file, mime } of submission.files) {
      const stored = await fastify.uploads.save(user, file, mime, file.filename, 'private');
      written.push(stored.fileName);
      const url = fastify.uploads.url(stored.fileName);
      submission.values.set(questionId, { name: stored.originalName, url, mime, size: stored.size });
    }
    const result = polls.saveAnswers(pollId, user, submission.values, fastify.now().toISOString());
    if (result.refused) throw fieldError('poll_id', COMPLETED);
  } catch (error) {
    await fastify.uploads.discard(written);
    throw error;
  }
  await fastify.uploads.discard(replacedFiles(fastify, user, saved, submission.values));
}

/**
 * `PUT /polls/set-answer-questions` (JSON, or multipart POST with
 * `_method=PUT`). Every answer is checked first — nothing is written when one
 * is wrong — then files are stored and all answers saved together.
 */
export function setAnswersRoute(fastify: FastifyInstance, polls: PollsRepository): void {
  putRoute(
    fastify,
    '/polls/set-answer-questions',
    ANSWERS_FORM,
    async (request, _reply, input) => {
      const user = currentUserId(request);
      const { fields, files } = normalise(input);
      const body = validate(SetAnswersBodySchema, fields);
      const now = fastify.now().toISOString();

      const poll = polls.find(user, body.poll_id, now);
      if (!poll) throw fieldError('poll_id', 'Опрос не найден');
      if (poll.status === 'completed') throw fieldError('poll_id', COMPLETED);
      if (poll.status === 'closed') throw fieldError('poll_id', CLOSED);

      const saved = polls.savedAnswers(poll.attempt_id);
      const submission = await validateSubmission(polls.definitions(poll.id), saved, body.answers, files, body.complete);
      if (Object.keys(submission.errors).length > 0) throw validationError(submission.errors);

      await write(fastify, request, polls, poll.id, saved, submission);
      const full = pollResource(polls, user, poll.id, now, privateFileLinks(request));
      if (!full) throw notFound('Опрос не найден');
      return { data: full };
    },
  );
}
