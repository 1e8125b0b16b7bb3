import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { FileAnswerSchema, PollResponseSchema } from '@cabinet/runtime/contract';
import { GIF, PDF, oversizedPng } from '../../../testing/files.ts';
import { multipart } from '../../../testing/multipart.ts';
import { ALL_TABLES, guest, json, signedIn, snapshot, type TestClient } from '../../../testing/test-app.ts';
import { POLLS, options, question } from './poll-fixtures.ts';

const URL = '/api/cabinet/polls/set-answer-questions';

async function save(client: TestClient, pollId: number, answers: Array<{ question_id: number; value: unknown }>, extra = {}) {
  return client.put(URL, { poll_id: pollId, answers, ...extra });
}

/** Poll 1 (in progress): single (answered), multiple 1–3 (required), text ≤ 1000 (optional), number 1–10 (required). */
function poll1(client: TestClient) {
  const app = client.app;
  const multiple = question(app, 1, 1);
  return {
    single: question(app, 1, 0),
    multiple,
    multipleOptions: options(app, multiple),
    text: question(app, 1, 2),
    number: question(app, 1, 3),
  };
}

function answerRows(client: TestClient) {
  return client.app.db.prepare('SELECT COUNT(*) AS n FROM poll_answers').get();
}

describe('PUT /api/cabinet/polls/set-answer-questions', () => {
  it('saves a partial answer and keeps the poll in progress', async () => {
    const client = await signedIn();
    const q = poll1(client);
    const response = await save(client, POLLS.inProgress, [{ question_id: q.text, value: 'Больше тёмной темы' }]);
    expect(response.statusCode).toBe(200);
    const poll = v.parse(PollResponseSchema, response.json()).data;
    expect(poll.status).toBe('in_progress');
    expect(poll.questions.find((item) => item.id === q.text)?.answer).toBe('Больше тёмной темы');
  });

  it('completes the poll when every required question is answered', async () => {
    const client = await signedIn();
    const q = poll1(client);
    const response = await save(client, POLLS.inProgress, [
      { question_id: q.multiple, value: q.multipleOptions.slice(0, 2) },
      { question_id: q.number, value: 9 },
    ]);
    const poll = v.parse(PollResponseSchema, response.json()).data;
    expect(poll.status).toBe('completed');
    expect(poll.completed_at).not.toBeNull();
    const again = await save(client, POLLS.inProgress, [{ question_id: q.number, value: 3 }]);
    expect(again.statusCode).toBe(422);
    expect(json(again).errors).toEqual({ poll_id: ['Вы уже прошли этот опрос: ответы изменить нельзя'] });
  });

  it('starts the attempt of a new poll implicitly', async () => {
    const client = await signedIn();
    const single = question(client.app, POLLS.new, 1);
    const response = await save(client, POLLS.new, [{ question_id: single, value: options(client.app, single)[0] }]);
    expect(v.parse(PollResponseSchema, response.json()).data.status).toBe('in_progress');
  });

  it('is idempotent: saving the same answer twice keeps one row', async () => {
    const client = await signedIn();
    const q = poll1(client);
    await save(client, POLLS.inProgress, [{ question_id: q.text, value: 'один' }]);
    const before = answerRows(client);
    await save(client, POLLS.inProgress, [{ question_id: q.text, value: 'один' }]);
    expect(answerRows(client)).toEqual(before);
  });

  it('never duplicates rows under concurrent duplicate answers', async () => {
    const client = await signedIn();
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, index) => save(client, POLLS.new, [{ question_id: question(client.app, POLLS.new, 4), value: `Ответ номер ${index + 10}` }])),
    );
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    const attempts = client.app.db.prepare('SELECT COUNT(*) AS n FROM poll_attempts WHERE poll_id = ?').get(POLLS.new);
    const rows = client.app.db.prepare('SELECT COUNT(*) AS n FROM poll_answers WHERE question_id = ?').get(question(client.app, POLLS.new, 4));
    expect(attempts).toEqual({ n: 1 });
    expect(rows).toEqual({ n: 1 });
  });

  it('clears an answer with null', async () => {
    const client = await signedIn();
    const q = poll1(client);
    const response = await save(client, POLLS.inProgress, [{ question_id: q.single, value: null }]);
    const poll = v.parse(PollResponseSchema, response.json()).data;
    expect(poll.questions.find((item) => item.id === q.single)?.answer).toBeNull();
  });

  it('keeps unicode, HTML and SQL-looking text as text', async () => {
    const client = await signedIn();
    const q = poll1(client);
    const text = `<img src=x onerror=alert(1)> 😀 «ёлка» '); DROP TABLE poll_answers; --`;
    const poll = v.parse(PollResponseSchema, (await save(client, POLLS.inProgress, [{ question_id: q.text, value: text }])).json()).data;
    expect(poll.questions.find((item) => item.id === q.text)?.answer).toBe(text);
    expect(client.app.db.prepare('SELECT COUNT(*) AS n FROM poll_answers').get()).toEqual({ n: 6 });
  });

  describe('answers 422 keyed questions.<id> and saves nothing', () => {
    const cases: Array<[string, (q: ReturnType<typeof poll1>) => { question_id: number; value: unknown }, (q: ReturnType<typeof poll1>) => string]> = [
      ['an option of another question', (q) => ({ question_id: q.single, value: q.multipleOptions[0] }), () => 'Выберите один из предложенных вариантов'],
      ['text for a single choice', (q) => ({ question_id: q.single, value: 'первый' }), () => 'Ожидался тип «число», получен: «строка»'],
      ['too many options', (q) => ({ question_id: q.multiple, value: q.multipleOptions.slice(0, 4) }), () => 'Выберите максимум 3 значения'],
      ['repeated options', (q) => ({ question_id: q.multiple, value: [q.multipleOptions[0], q.multipleOptions[0]] }), () => 'Варианты не должны повторяться'],
      ['an unknown option', (q) => ({ question_id: q.multiple, value: [999] }), () => 'Выберите варианты из предложенных'],
      ['a number for multiple choice', (q) => ({ question_id: q.multiple, value: 5 }), () => 'Ожидался тип «массив», получен: «число»'],
      ['a text over its maximum', (q) => ({ question_id: q.text, value: 'я'.repeat(1001) }), () => 'Максимум 1000 символов'],
      ['a number above the maximum', (q) => ({ question_id: q.number, value: 11 }), () => 'Максимальное значение: 10'],
      ['a number below the minimum', (q) => ({ question_id: q.number, value: 0 }), () => 'Минимальное значение: 1'],
      ['text for a number', (q) => ({ question_id: q.number, value: 'десять' }), () => 'Ожидался тип «число», получен: «строка»'],
      ['a question of another poll', () => ({ question_id: 13, value: 3 }), () => 'Вопрос не найден в этом опросе'],
    ];
    it.each(cases)('for %s', async (_name, answer, message) => {
      const client = await signedIn();
      const q = poll1(client);
      const given = answer(q);
      const before = snapshot(client.app, ALL_TABLES);
      // A valid answer beside the wrong one: it must not be saved either.
      const valid = given.question_id === q.text ? { question_id: q.number, value: 5 } : { question_id: q.text, value: 'верный ответ' };
      const response = await save(client, POLLS.inProgress, [valid, given]);
      expect(response.statusCode).toBe(422);
      expect(json(response)).toEqual({ message: message(q), errors: { [`questions.${given.question_id}`]: [message(q)] } });
      expect(snapshot(client.app, ALL_TABLES)).toEqual(before);
    });
  });

  it.each(['1e400', '-1e400'])('says a number is out of range, not "expected a number, got a number", for %s', async (number) => {
    const client = await signedIn();
    const q = poll1(client);
    const before = snapshot(client.app, ALL_TABLES);
    const payload = `{"poll_id": ${POLLS.inProgress}, "answers": [{"question_id": ${q.number}, "value": ${number}}]}`;
    const response = await client.request({ method: 'PUT', url: URL, payload, headers: { 'content-type': 'application/json' } });
    expect(response.statusCode).toBe(422);
    expect(json(response).errors).toEqual({ [`questions.${q.number}`]: ['Число слишком велико по модулю'] });
    expect(snapshot(client.app, ALL_TABLES)).toEqual(before);
  });

  it('answers a multipart `answers` field of JSON nested 4,000 levels deep with a Russian error', async () => {
    const client = await signedIn();
    const deep = `${'['.repeat(4000)}${']'.repeat(4000)}`;
    const response = await client.request({ method: 'POST', url: URL, ...multipart({ _method: 'PUT', poll_id: '1', answers: deep }) });
    expect(response.statusCode).toBe(422);
    expect(json(response).errors).toEqual({ answers: ['Слишком глубокая вложенность JSON: не больше 32 уровней'] });
  });

  it('reports every wrong answer at once', async () => {
    const client = await signedIn();
    const q = poll1(client);
    const response = await save(client, POLLS.inProgress, [
      { question_id: q.number, value: 100 },
      { question_id: q.text, value: 'я'.repeat(2000) },
    ]);
    expect(json(response)).toEqual({
      message: 'Максимальное значение: 10 (и ещё 1 ошибка)',
      errors: { [`questions.${q.number}`]: ['Максимальное значение: 10'], [`questions.${q.text}`]: ['Максимум 1000 символов'] },
    });
  });

  it('refuses the same question twice in one request', async () => {
    const client = await signedIn();
    const q = poll1(client);
    const response = await save(client, POLLS.inProgress, [
      { question_id: q.text, value: 'а' },
      { question_id: q.text, value: 'б' },
    ]);
    expect(json(response).errors).toEqual({ [`questions.${q.text}`]: ['Ответ на вопрос указан дважды'] });
  });

  it('with complete: true, names every unanswered required question', async () => {
    const client = await signedIn();
    const q = poll1(client);
    const before = snapshot(client.app, ALL_TABLES);
    const response = await save(client, POLLS.inProgress, [{ question_id: q.text, value: 'готово' }], { complete: true });
    expect(response.statusCode).toBe(422);
    expect(json(response).errors).toEqual({ [`questions.${q.multiple}`]: ['Обязательное поле'], [`questions.${q.number}`]: ['Обязательное поле'] });
    expect(snapshot(client.app, ALL_TABLES)).toEqual(before);
  });

  it('answers 422 for a closed poll', async () => {
    const client = await signedIn();
    const before = snapshot(client.app, ALL_TABLES);
    const response = await save(client, POLLS.closed, [{ question_id: question(client.app, POLLS.closed, 0), value: 5 }]);
    expect(response.statusCode).toBe(422);
    expect(json(response).errors).toEqual({ poll_id: ['Опрос закрыт: ответы больше не принимаются'] });
    expect(snapshot(client.app, ALL_TABLES)).toEqual(before);
  });

  it('answers 422 for an unknown poll', async () => {
    const client = await signedIn();
    expect(json(await save(client, 999, [])).errors).toEqual({ poll_id: ['Опрос не найден'] });
  });

  it.each([
    [{}, { poll_id: ['Обязательное поле'], answers: ['Обязательное поле'] }],
    [{ poll_id: 'abc', answers: [] }, { poll_id: ['Ожидалось целое число'] }],
    [{ poll_id: 1, answers: 'all' }, { answers: ['Ожидался тип «массив», получен: «строка»'] }],
    [{ poll_id: 1, answers: [{ value: 1 }] }, { 'answers.0.question_id': ['Обязательное поле'] }],
    [{ poll_id: 1, answers: [{ question_id: 3, value: { evil: true } }] }, { 'answers.0.value': ['Недопустимое значение ответа'] }],
  ])('answers 422 for a malformed body %j', async (body, errors) => {
    const client = await signedIn();
    const before = snapshot(client.app, ALL_TABLES);
    const response = await client.put(URL, body);
    expect(response.statusCode).toBe(422);
    expect(json(response).errors).toEqual(errors);
    expect(snapshot(client.app, ALL_TABLES)).toEqual(before);
  });

  it('answers 413 in Russian to a body over 1 MB', async () => {
    const client = await signedIn();
    const before = snapshot(client.app, ALL_TABLES);
    const response = await save(client, POLLS.inProgress, [{ question_id: poll1(client).text, value: 'я'.repeat(600_000) }]);
    expect(response.statusCode).toBe(413);
    expect(json(response)).toEqual({ message: 'Слишком большой запрос: тело не должно превышать 1 МБ' });
    expect(snapshot(client.app, ALL_TABLES)).toEqual(before);
  });

  it('answers 400 in Russian to malformed JSON', async () => {
    const client = await signedIn();
    const response = await client.request({ method: 'PUT', url: URL, payload: '{"poll_id": 1,', headers: { 'content-type': 'application/json' } });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ message: 'Некорректный JSON в теле запроса' });
  });

  it('answers 401 to a guest and 419 without the XSRF header', async () => {
    expect((await (await guest()).put(URL, { poll_id: 1, answers: [] })).statusCode).toBe(401);
    const client = await signedIn();
    client.sendXsrf = false;
    expect((await client.put(URL, { poll_id: 1, answers: [] })).statusCode).toBe(419);
  });
});

describe('multipart set-answer-questions (POST + _method=PUT)', () => {
  const post = (client: TestClient, fields: Record<string, string>, files: Parameters<typeof multipart>[1] = []) =>
    client.request({ method: 'POST', url: URL, ...multipart(fields, files) });

  it('stores a file answer checked from its bytes and serves it back', async () => {
    const client = await signedIn();
    const fileQuestion = question(client.app, POLLS.new, 3);
    const response = await post(client, { _method: 'PUT', poll_id: String(POLLS.new), answers: '[]' }, [
      { field: `files[${fileQuestion}]`, filename: 'резюме.pdf', contentType: 'application/octet-stream', data: PDF },
    ]);
    expect(response.statusCode).toBe(200);
    const poll = v.parse(PollResponseSchema, response.json()).data;
    const answer = poll.questions.find((item) => item.id === fileQuestion)?.answer;
    expect(answer).toMatchObject({ name: 'резюме.pdf', mime: 'application/pdf', size: PDF.length });
    const url = new globalThis.URL(v.parse(FileAnswerSchema, answer).url);
    const file = await client.get(`${url.pathname}${url.search}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.equals(PDF)).toBe(true);
  });

  it('saves the JSON answers of the form too', async () => {
    const client = await signedIn();
    const single = question(client.app, POLLS.new, 1);
    const answers = JSON.stringify([{ question_id: single, value: options(client.app, single)[1] }]);
    const response = await post(client, { _method: 'PUT', poll_id: String(POLLS.new), answers });
    expect(v.parse(PollResponseSchema, response.json()).data.questions.find((item) => item.id === single)?.answer).toBe(
      options(client.app, single)[1],
    );
  });

  it('refuses a file whose bytes are not an accepted type, whatever its name', async () => {
    const client = await signedIn();
    const fileQuestion = question(client.app, POLLS.new, 3);
    const before = snapshot(client.app, ALL_TABLES);
    const response = await post(client, { _method: 'PUT', poll_id: String(POLLS.new) }, [
      { field: `files[${fileQuestion}]`, filename: 'cv.pdf', contentType: 'application/pdf', data: GIF },
    ]);
    expect(response.statusCode).toBe(422);
    expect(json(response).errors).toEqual({ [`questions.${fileQuestion}`]: ['Недопустимый тип файла. Разрешены: pdf, jpeg, png'] });
    expect(snapshot(client.app, ALL_TABLES)).toEqual(before);
  });

  it('refuses a file over 5 MB', async () => {
    const client = await signedIn();
    const fileQuestion = question(client.app, POLLS.new, 3);
    const response = await post(client, { _method: 'PUT', poll_id: String(POLLS.new) }, [
      { field: `files[${fileQuestion}]`, filename: 'big.png', data: oversizedPng() },
    ]);
    expect(json(response).errors).toEqual({ [`questions.${fileQuestion}`]: ['Файл больше 5 МБ'] });
  });

  it('refuses a file for a question that is not a file question', async () => {
    const client = await signedIn();
    const text = question(client.app, POLLS.new, 4);
    const response = await post(client, { _method: 'PUT', poll_id: String(POLLS.new) }, [
      { field: `files[${text}]`, filename: 'a.pdf', data: PDF },
    ]);
    expect(json(response).errors).toEqual({ [`questions.${text}`]: ['Этот вопрос не принимает файлы'] });
  });

  it('asks for a file when a file question gets text', async () => {
    const client = await signedIn();
    const fileQuestion = question(client.app, POLLS.new, 3);
    const response = await save(client, POLLS.new, [{ question_id: fileQuestion, value: 'C:\\cv.pdf' }]);
    expect(json(response).errors).toEqual({ [`questions.${fileQuestion}`]: ['Прикрепите файл'] });
  });

  it('answers 422 when answers is not JSON', async () => {
    const client = await signedIn();
    const response = await post(client, { _method: 'PUT', poll_id: '1', answers: '[{' });
    expect(json(response).errors).toEqual({ answers: ['Неверный формат JSON'] });
  });

  it('answers 405 to a POST without _method=PUT', async () => {
    const client = await signedIn();
    const response = await post(client, { poll_id: '1', answers: '[]' });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('PUT');
  });
});
