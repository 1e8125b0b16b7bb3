import type { FastifyInstance } from 'fastify';
import { SetAnswersBodySchema, type AnswerValue } from '@cabinet/shared/contract';
import { ru } from '@cabinet/shared/validation';
import { fieldError, notFound, validationError, type FieldErrors } from '../../lib/http-error.ts';
import { isRecord } from '../../lib/json.ts';
import { putRoute } from '../../lib/method-override.ts';
import type { RequestInput, UploadedFile } from '../../lib/read-body.ts';
import { validate } from '../../lib/validate.ts';
import { currentUserId } from '../../plugins/app/auth.ts';
import type { PollsRepository } from '../../repositories/polls.ts';
import { pollResource } from '../../resources/poll-resource.ts';
import { checkAnswer } from './answer-rules.ts';

const COMPLETED = 'Вы уже прошли этот опрос: ответы изменить нельзя';
const CLOSED = 'Опрос закрыт: ответы больше не принимаются';
const key = (questionId: number | string) => `questions.${questionId}`;

/** Multipart sends `answers` as a JSON string and files as `files[<question_id>]`. */
function normalise(input: RequestInput): { fields: unknown; files: Map<string, UploadedFile> } {
  const files = new Map<string, UploadedFile>();
  for (const file of input.files) {
    const match = /^files\[(\d+)\]$/.exec(file.field);
    if (match?.[1]) files.set(match[1], file);
  }
  if (!isRecord(input.fields)) return { fields: input.fields, files };
  const fields = { ...input.fields };
  if (input.multipart && typeof fields.answers === 'string') {
    try {
      fields.answers = JSON.parse(fields.answers);
    } catch {
      throw fieldError('answers', 'Неверный формат JSON');
    }
  }
  if ((fields.answers === undefined || fields.answers === null) && files.size > 0) fields.answers = [];
  return { fields, files };
}

/**
 * `PUT /polls/set-answer-questions` (JSON, or multipart POST with
 * `_method=PUT`). Validates every answer first — nothing is written when one
 * is wrong — then stores files and saves all answers in one transaction.
 */
export function setAnswersRoute(fastify: FastifyInstance, polls: PollsRepository): void {
  putRoute(
    fastify,
    '/polls/set-answer-questions',
    async (request, _reply, input) => {
    const user = currentUserId(request);
    const { fields, files } = normalise(input);
    const body = validate(SetAnswersBodySchema, fields);
    const now = fastify.now().toISOString();

    const poll = polls.find(user, body.poll_id, now);
    if (!poll) throw fieldError('poll_id', 'Опрос не найден');
    if (poll.status === 'completed') throw fieldError('poll_id', COMPLETED);
    if (poll.status === 'closed') throw fieldError('poll_id', CLOSED);

    const questions = new Map(polls.definitions(poll.id).map((question) => [question.id, question]));
    const saved = polls.savedAnswers(poll.attempt_id);
    const submitted = new Map<number, unknown>(body.answers.map((answer) => [answer.question_id, answer.value]));
    const errors: FieldErrors = {};
    const seen = new Set<number>();
    for (const answer of body.answers) {
      if (seen.has(answer.question_id)) errors[key(answer.question_id)] = ['Ответ на вопрос указан дважды'];
      seen.add(answer.question_id);
    }
    for (const id of files.keys()) if (!submitted.has(Number(id))) submitted.set(Number(id), null);

    const values = new Map<number, AnswerValue | null>();
    const pendingFiles: Array<{ questionId: number; file: UploadedFile; mime: string }> = [];
    for (const [questionId, value] of submitted) {
      const question = questions.get(questionId);
      if (!question) {
        errors[key(questionId)] = ['Вопрос не найден в этом опросе'];
        continue;
      }
      if (errors[key(questionId)]) continue;
      const checked = await checkAnswer(question, value, files.get(String(questionId)), saved.get(questionId));
      if (checked.kind === 'error') errors[key(questionId)] = [checked.message];
      else if (checked.kind === 'clear') values.set(questionId, null);
      else if (checked.kind === 'value') values.set(questionId, checked.value);
      else pendingFiles.push({ questionId, file: checked.file, mime: checked.mime });
    }
    if (body.complete) {
      const pending = new Map<number, boolean>([...values].map(([id, value]) => [id, value !== null]));
      for (const { questionId } of pendingFiles) pending.set(questionId, true);
      for (const id of polls.missingRequired(poll.id, user, pending)) errors[key(id)] ??= [ru.required];
    }
    if (Object.keys(errors).length > 0) throw validationError(errors);

    const written: string[] = [];
    try {
      for (const { questionId, file, mime } of pendingFiles) {
        const stored = await fastify.uploads.save(user, file.data, mime, file.filename);
        written.push(stored.fileName);
        values.set(questionId, { name: stored.originalName, url: fastify.uploads.url(request, stored.fileName), mime, size: stored.size });
      }
      const result = polls.saveAnswers(poll.id, user, values, now);
      if (result.refused) throw fieldError('poll_id', COMPLETED);
    } catch (error) {
      await fastify.uploads.discard(written);
      throw error;
    }
    const full = pollResource(polls, user, poll.id, now);
    if (!full) throw notFound('Опрос не найден');
    return { data: full };
    },
    [fastify.authenticate],
  );
}
