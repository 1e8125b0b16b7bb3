import { http, HttpResponse } from 'msw';
import * as v from 'valibot';
import { isFileAnswer, SetAnswersBodySchema, type AnswerValue, type Poll } from '@cabinet/runtime';
import {
  apiPath,
  csrfFailure,
  currentUser,
  issuesToErrors,
  message,
  notFound,
  paginate,
  readJson,
  unauthenticated,
  validationError,
  type TestDb,
  type TestDomain,
} from '@cabinet/testing';
import { saveAnswers } from './poll-answers.ts';
import { seedPolls } from './seed-polls.ts';

declare module '@cabinet/testing' {
  interface TestDb {
    polls: Poll[];
  }
}

const NOT_FOUND = 'Опрос не найден';

/** A JSON save, or a multipart one: `answers` as a JSON string, files as `files[<question_id>]`. */
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
    // Left undefined: the schema then reports `answers` like the server does.
  }
  const complete = form.get('complete') ?? undefined;
  return { body: { poll_id: form.get('poll_id'), answers, complete }, files };
}

function pollsHandlers(db: TestDb) {
  const find = (id: unknown) => db.polls.find((poll) => String(poll.id) === String(id));
  // Like the reference server, each read hands out a newly signed link to a saved file: the query changes, the file does not.
  let reads = 0;
  const signed = (poll: Poll): Poll => {
    reads += 1;
    const link = (answer: AnswerValue | null) => (isFileAnswer(answer) ? { ...answer, url: `${answer.url}?expires=${reads}&signature=mock` } : answer);
    return { ...poll, questions: poll.questions.map((question) => ({ ...question, answer: link(question.answer) })) };
  };

  async function setAnswers({ request }: { request: Request }) {
    if (!currentUser(db, request)) return unauthenticated();
    const failure = csrfFailure(db, request);
    if (failure) return failure;
    const { body, files } = await readAnswersBody(request);
    const parsed = v.safeParse(SetAnswersBodySchema, body);
    if (!parsed.success) return validationError(issuesToErrors(parsed.issues));
    const poll = find(parsed.output.poll_id);
    if (!poll) return validationError({ poll_id: [NOT_FOUND] });
    if (poll.status === 'completed') return validationError({ poll_id: ['Вы уже прошли этот опрос: ответы изменить нельзя'] });
    if (poll.status === 'closed') return validationError({ poll_id: ['Опрос закрыт: ответы больше не принимаются'] });
    const errors = saveAnswers(poll, { answers: parsed.output.answers, files, complete: parsed.output.complete }, db);
    return Object.keys(errors).length > 0 ? validationError(errors) : HttpResponse.json({ data: signed(poll) });
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
      return poll ? HttpResponse.json({ data: signed(poll) }) : notFound(NOT_FOUND);
    }),

    http.get(apiPath('/api/cabinet/polls/:id/start'), ({ request, params }) => {
      if (!currentUser(db, request)) return unauthenticated();
      const poll = find(params.id);
      if (!poll) return notFound(NOT_FOUND);
      if (poll.status === 'completed') return validationError({ poll: ['Вы уже прошли этот опрос'] });
      if (poll.status === 'closed') return validationError({ poll: ['Опрос закрыт: приём ответов завершён'] });
      poll.status = 'in_progress';
      return HttpResponse.json({ data: signed(poll) });
    }),

    http.put(apiPath('/api/cabinet/polls/set-answer-questions'), setAnswers),
    // Multipart saves arrive as POST with `_method=PUT` (Laravel's method override).
    http.post(apiPath('/api/cabinet/polls/set-answer-questions'), async ({ request }) => {
      const form = await request.clone().formData().catch(() => null);
      if (form?.get('_method') !== 'PUT') return message(405, 'Метод не поддерживается');
      return setAnswers({ request });
    }),
  ];
}

/** The polls calls of SPEC §7, answered like the reference server. */
const pollsDomain: TestDomain = {
  seed: (db, now) => {
    db.polls = seedPolls(now);
  },
  handlers: pollsHandlers,
};

export { pollsDomain };
