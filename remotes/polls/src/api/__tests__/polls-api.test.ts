import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError, configureApi } from '@cabinet/runtime';
import { setupApiServer } from '@cabinet/testing';
import { pollsDomain } from '../../testing/polls-domain.ts';
import { getPoll, pollOptions } from '../get-poll.ts';
import { getPolls, pollsListOptions } from '../get-polls.ts';
import { setPollAnswers } from '../set-poll-answers.ts';
import { startPoll } from '../start-poll.ts';

setupApiServer({ domains: [pollsDomain] });

beforeEach(() => configureApi({}, { retryDelay: 0 }));

describe('polls calls', () => {
  it('query keys start with the domain and include every variable', () => {
    expect(pollsListOptions({ status: 'new' }).queryKey).toEqual(['polls', 'list', { status: 'new' }]);
    expect(pollOptions(1).queryKey).toEqual(['polls', 'detail', 1]);
  });

  it('getPolls lists summaries, getPoll the questions', async () => {
    expect((await getPolls({ status: 'completed' })).data.map((poll) => poll.id)).toEqual([3]);
    expect((await getPoll(1)).questions).toHaveLength(5);
  });

  it('startPoll begins a new poll', async () => {
    await expect(startPoll(1)).resolves.toMatchObject({ status: 'in_progress' });
  });

  it('setPollAnswers saves JSON answers and completes the poll', async () => {
    const poll = await setPollAnswers({ poll_id: 2, answers: [{ question_id: 7, value: 'Больше практики' }] });
    expect(poll).toMatchObject({ status: 'completed', answered_count: 2 });
  });

  it('setPollAnswers with complete: true requires every required question', async () => {
    await expect(
      setPollAnswers({ poll_id: 1, answers: [{ question_id: 1, value: 2 }], complete: true }),
    ).rejects.toMatchObject({ status: 422, fieldErrors: { 'questions.2': ['Обязательное поле'] } });
  });

  it('setPollAnswers sends complete in the multipart form too', async () => {
    const save = setPollAnswers({
      poll_id: 1,
      answers: [{ question_id: 1, value: 2 }],
      files: { 5: new File(['jpeg'], 'photo.jpg', { type: 'image/jpeg' }) },
      complete: true,
    });
    await expect(save).rejects.toMatchObject({ fieldErrors: { 'questions.2': ['Обязательное поле'] } });
  });

  it('setPollAnswers exposes per-question errors', async () => {
    const error: unknown = await setPollAnswers({ poll_id: 1, answers: [{ question_id: 1, value: 999 }] }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).fieldErrors).toEqual({ 'questions.1': ['Выберите один из предложенных вариантов'] });
  });
});
