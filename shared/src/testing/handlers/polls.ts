import { http, HttpResponse } from 'msw';
import * as v from 'valibot';
import { FileAnswerSchema, SetAnswersBodySchema, type AnswerValue, type Poll, type Question } from '../../contract/index.ts';
import { nextId, type TestDb } from '../db.ts';
import { apiPath, csrfFailure, currentUser, issuesToErrors, message, notFound, paginate, readJson, unauthenticated, validationError } from '../http.ts';

type Answers = v.InferOutput<typeof SetAnswersBodySchema>['answers'];

/** Body of a JSON save, or of a multipart one (`answers` as JSON, `files[<id>]` parts). */
async function readAnswersBody(request: Request): Promise<{ body: unknown; files: Map<number, File> }> {
  const files = new Map<number, File>();
  if (!(request.headers.get('content-type') ?? '').startsWith('multipart/form-data')) {
    return { body: await readJson(request), files };
  }
  const form = await request.formData();
  for (const [name, value] of form.entries()) {
    const match = /^files\[(\d+)\]$/.exec(name);
    if (match && typeof value !== 'string') files.set(Number(match[1]), value);
  }
  let answers: unknown;
  try {
    answers = JSON.parse(String(form.get('answers') ?? '[]'));
  } catch {
    answers = undefined;
  }
  return { body: { poll_id: form.get('poll_id'), answers }, files };
}

type Checked = { ok: true; value: AnswerValue | null } | { ok: false; error: string };

const fail = (error: string): Checked => ({ ok: false, error });
const accept = (value: AnswerValue | null): Checked => ({ ok: true, value });

/** The stored value for one answer, or why it is refused. */
function checkAnswer(question: Question, value: unknown, file: File | undefined, db: TestDb): Checked {
  if (file) {
    if (question.type !== 'file') return fail('Этот вопрос не принимает файлы.');
    if (question.accept.length > 0 && !question.accept.includes(file.type)) return fail('Недопустимый тип файла.');
    const url = `http://localhost:8000/storage/answers/${nextId(db)}-${encodeURIComponent(file.name)}`;
    return accept({ name: file.name, url, mime: file.type, size: file.size });
  }
  if (value === null) return accept(null);
  const optionIds = question.options.map((option) => option.id);
  switch (question.type) {
    case 'single':
      return typeof value === 'number' && optionIds.includes(value) ? accept(value) : fail('Выберите один из вариантов.');
    case 'multiple':
      return v.is(v.array(v.picklist(optionIds)), value) ? accept(value) : fail('Выберите варианты из списка.');
    case 'text':
      return typeof value === 'string' ? accept(value) : fail('Ожидался текст.');
    case 'number':
      return typeof value === 'number' ? accept(value) : fail('Ожидалось число.');
    case 'file':
      return v.is(FileAnswerSchema, value) ? accept(value) : fail('Приложите файл.');
  }
}

/** All or nothing, like a Laravel request: errors keyed `questions.<id>`, else saved. */
function saveAnswers(poll: Poll, answers: Answers, files: Map<number, File>, db: TestDb): Record<string, string[]> {
  const byQuestion = new Map<number, unknown>(answers.map((answer) => [answer.question_id, answer.value]));
  for (const questionId of files.keys()) if (!byQuestion.has(questionId)) byQuestion.set(questionId, null);
  const errors: Record<string, string[]> = {};
  const accepted: Array<[Question, AnswerValue | null]> = [];
  for (const [questionId, value] of byQuestion) {
    const question = poll.questions.find((candidate) => candidate.id === questionId);
    const checked = question ? checkAnswer(question, value, files.get(questionId), db) : fail('Вопрос не найден.');
    if (!checked.ok) errors[`questions.${questionId}`] = [checked.error];
    else if (question) accepted.push([question, checked.value]);
  }
  if (Object.keys(errors).length > 0) return errors;
  for (const [question, value] of accepted) question.answer = value;
  poll.answered_count = poll.questions.filter((question) => question.answer !== null).length;
  const complete = poll.questions.every((question) => !question.required || question.answer !== null);
  poll.status = complete ? 'completed' : 'in_progress';
  poll.completed_at = complete ? (poll.completed_at ?? new Date().toISOString()) : null;
  return errors;
}

function pollsHandlers(db: TestDb) {
  const find = (id: unknown) => db.polls.find((poll) => String(poll.id) === String(id));

  async function setAnswers({ request }: { request: Request }) {
    if (!currentUser(db, request)) return unauthenticated();
    const failure = csrfFailure(db, request);
    if (failure) return failure;
    const { body, files } = await readAnswersBody(request);
    const parsed = v.safeParse(SetAnswersBodySchema, body);
    if (!parsed.success) return validationError(issuesToErrors(parsed.issues));
    const poll = find(parsed.output.poll_id);
    if (!poll) return notFound('Опрос не найден.');
    if (poll.status === 'closed') return message(403, 'Опрос закрыт.');
    const errors = saveAnswers(poll, parsed.output.answers, files, db);
    return Object.keys(errors).length > 0 ? validationError(errors) : HttpResponse.json({ data: poll });
  }

  return [
    http.get(apiPath('/api/cabinet/polls'), ({ request }) => {
      if (!currentUser(db, request)) return unauthenticated();
      const url = new URL(request.url);
      const status = url.searchParams.get('status');
      const polls = db.polls.filter((poll) => !status || poll.status === status);
      const summaries = polls.map(({ questions: _questions, ...summary }) => summary);
      return HttpResponse.json(paginate(summaries, url));
    }),

    http.get(apiPath('/api/cabinet/polls/:id'), ({ request, params }) => {
      if (!currentUser(db, request)) return unauthenticated();
      const poll = find(params.id);
      return poll ? HttpResponse.json({ data: poll }) : notFound('Опрос не найден.');
    }),

    http.get(apiPath('/api/cabinet/polls/:id/start'), ({ request, params }) => {
      if (!currentUser(db, request)) return unauthenticated();
      const poll = find(params.id);
      if (!poll) return notFound('Опрос не найден.');
      if (poll.status === 'closed') return message(403, 'Опрос закрыт.');
      if (poll.status === 'new') poll.status = 'in_progress';
      return HttpResponse.json({ data: poll });
    }),

    http.put(apiPath('/api/cabinet/polls/set-answer-questions'), setAnswers),
    // Multipart saves arrive as POST with `_method=PUT` (Laravel's method override).
    http.post(apiPath('/api/cabinet/polls/set-answer-questions'), async ({ request }) => {
      const form = await request.clone().formData().catch(() => null);
      if (form?.get('_method') !== 'PUT') return message(405, 'Метод не поддерживается.');
      return setAnswers({ request });
    }),
  ];
}

export { pollsHandlers };
