import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { PollListResponseSchema, PollResponseSchema, QUESTION_TYPES } from '@cabinet/runtime/contract';
import { guest, json, signedIn, snapshot } from '../../../testing/test-app.ts';
import { POLL_TABLES, POLLS } from './poll-fixtures.ts';

const LIST = '/api/cabinet/polls';

describe('GET /api/cabinet/polls', () => {
  it('lists the seeded polls with every status for the demo user', async () => {
    const client = await signedIn();
    const response = await client.get(LIST);
    expect(response.statusCode).toBe(200);
    const body = v.parse(PollListResponseSchema, response.json());
    expect(body.meta.total).toBe(6);
    const statuses = Object.fromEntries(body.data.map((poll) => [poll.id, poll.status]));
    expect(statuses).toEqual({ 1: 'in_progress', 2: 'new', 3: 'completed', 4: 'closed', 5: 'new', 6: 'closed' });
  });

  it.each(['new', 'in_progress', 'completed', 'closed'] as const)('filters by status=%s', async (status) => {
    const client = await signedIn();
    const body = v.parse(PollListResponseSchema, (await client.get(`${LIST}?status=${status}`)).json());
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.every((poll) => poll.status === status)).toBe(true);
  });

  it('counts questions and the user\'s answers', async () => {
    const client = await signedIn();
    const body = v.parse(PollListResponseSchema, (await client.get(LIST)).json());
    expect(body.data.find((poll) => poll.id === POLLS.inProgress)).toMatchObject({ questions_count: 4, answered_count: 1 });
  });

  it('answers 422 for an unknown status and 401 to a guest', async () => {
    const client = await signedIn();
    const response = await client.get(`${LIST}?status=archived`);
    expect(response.statusCode).toBe(422);
    expect(json(response).errors).toEqual({ status: ['Допустимые значения: «new», «in_progress», «completed», «closed»'] });
    expect((await (await guest()).get(LIST)).statusCode).toBe(401);
  });
});

describe('GET /api/cabinet/polls/{id}', () => {
  it('answers the poll with its questions and the saved answers', async () => {
    const client = await signedIn();
    const poll = v.parse(PollResponseSchema, (await client.get(`${LIST}/${POLLS.completed}`)).json()).data;
    expect(poll.status).toBe('completed');
    expect(poll.questions.every((question) => question.answer !== null)).toBe(true);
  });

  it('covers every question type across the seed', async () => {
    const client = await signedIn();
    const types = new Set<string>();
    for (let id = 1; id <= 6; id += 1) {
      const poll = v.parse(PollResponseSchema, (await client.get(`${LIST}/${id}`)).json()).data;
      for (const question of poll.questions) types.add(question.type);
    }
    expect([...types].sort()).toEqual([...QUESTION_TYPES].sort());
  });

  it('answers 404 in Russian for an unknown poll', async () => {
    const client = await signedIn();
    const response = await client.get(`${LIST}/999`);
    expect(response.statusCode).toBe(404);
    expect(json(response)).toEqual({ message: 'Опрос не найден' });
  });
});

describe('GET /api/cabinet/polls/{id}/start', () => {
  it('creates the attempt of a new poll', async () => {
    const client = await signedIn();
    const poll = v.parse(PollResponseSchema, (await client.get(`${LIST}/${POLLS.new}/start`)).json()).data;
    expect(poll.status).toBe('in_progress');
    expect(poll.questions.length).toBe(5);
  });

  it('resumes an attempt without creating another', async () => {
    const client = await signedIn();
    const before = snapshot(client.app, POLL_TABLES);
    const poll = v.parse(PollResponseSchema, (await client.get(`${LIST}/${POLLS.inProgress}/start`)).json()).data;
    expect(poll.status).toBe('in_progress');
    expect(poll.questions.filter((question) => question.answer !== null)).toHaveLength(1);
    expect(snapshot(client.app, POLL_TABLES)).toEqual(before);
  });

  it('refuses a completed poll with 422', async () => {
    const client = await signedIn();
    const response = await client.get(`${LIST}/${POLLS.completed}/start`);
    expect(response.statusCode).toBe(422);
    expect(json(response)).toEqual({ message: 'Вы уже прошли этот опрос', errors: { poll: ['Вы уже прошли этот опрос'] } });
  });

  it('refuses a closed poll with 422 and changes nothing', async () => {
    const client = await signedIn();
    const before = snapshot(client.app, POLL_TABLES);
    const response = await client.get(`${LIST}/${POLLS.closed}/start`);
    expect(response.statusCode).toBe(422);
    expect(json(response).message).toBe('Опрос закрыт: приём ответов завершён');
    expect(snapshot(client.app, POLL_TABLES)).toEqual(before);
  });

  it('answers 404 for an unknown poll and 401 to a guest', async () => {
    const client = await signedIn();
    expect((await client.get(`${LIST}/999/start`)).statusCode).toBe(404);
    expect((await (await guest()).get(`${LIST}/1/start`)).statusCode).toBe(401);
  });
});
