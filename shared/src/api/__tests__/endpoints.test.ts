import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_EMAIL, INVALID_SIGNATURE, recordRequests, setupApiServer } from '../../testing/index.ts';
import {
  ApiError,
  configureApi,
  eventOptions,
  eventsListOptions,
  getCsrfCookie,
  getEvent,
  getEvents,
  getNotifications,
  getPoll,
  getPolls,
  getUser,
  markEvent,
  markEventMutationOptions,
  markNotification,
  notificationsListOptions,
  pollOptions,
  pollsListOptions,
  register,
  requestRecovery,
  resetPassword,
  sendMessage,
  setPollAnswers,
  startPoll,
  subscribe,
  toUserUpdateFormData,
  unreadNotificationsCountOptions,
  updateUser,
  uploadImage,
  userOptions,
  verifyEmail,
} from '../index.ts';

const { server, db } = setupApiServer();

beforeEach(() => configureApi({}, { retryDelay: 0 }));

describe('query keys', () => {
  it('start with the domain and include every variable', () => {
    expect(eventsListOptions({ page: 2 }).queryKey).toEqual(['events', 'list', { page: 2 }]);
    expect(eventOptions(3).queryKey).toEqual(['events', 'detail', 3]);
    expect(notificationsListOptions({ unread: true }).queryKey).toEqual(['notifications', 'list', { unread: true }]);
    expect(unreadNotificationsCountOptions.queryKey).toEqual(['notifications', 'unread-count']);
    expect(pollsListOptions({ status: 'new' }).queryKey).toEqual(['polls', 'list', { status: 'new' }]);
    expect(pollOptions(1).queryKey).toEqual(['polls', 'detail', 1]);
    expect(userOptions.queryKey).toEqual(['user', 'me']);
  });
});

describe('auth calls', () => {
  it('getCsrfCookie sets the XSRF-TOKEN cookie', async () => {
    await getCsrfCookie();
    expect(document.cookie).toMatch(/XSRF-TOKEN=/);
  });

  it('verifyEmail sends the signed link parts as the query', async () => {
    const requests = recordRequests(server);
    const answer = await verifyEmail({ id: 1, hash: 'abc', expires: 1_900_000_000, signature: 'sig' });
    expect(answer.message).toMatch(/подтверждён/);
    expect(Object.fromEntries(requests[0]?.url.searchParams ?? [])).toEqual({
      id: '1',
      hash: 'abc',
      expires: '1900000000',
      signature: 'sig',
    });
  });

  it('verifyEmail rejects a tampered link with 403', async () => {
    await expect(verifyEmail({ id: 1, hash: 'abc', expires: 1, signature: INVALID_SIGNATURE })).rejects.toMatchObject({
      status: 403,
    });
  });

  it('requestRecovery and resetPassword post to /recovery', async () => {
    await expect(requestRecovery({ email: DEMO_EMAIL })).resolves.toHaveProperty('message');
    await resetPassword({ token: 't', email: DEMO_EMAIL, password: 'new-password', password_confirmation: 'new-password' });
    expect(db.accounts[0]?.password).toBe('new-password');
  });

  it('register returns the new, unverified user and does not sign in', async () => {
    db.session.userId = null;
    const user = await register({
      name: 'Иван Петров',
      email: 'ivan.petrov@example.com',
      password: 'secret-password',
      password_confirmation: 'secret-password',
    });
    expect(user).toMatchObject({ name: 'Иван Петров', email_verified_at: null });
    expect(db.session.userId).toBeNull();
  });

  it('subscribe answers a confirmation', async () => {
    await expect(subscribe({ email: 'reader@example.com' })).resolves.toEqual({ message: 'Вы подписаны на новости' });
  });
});

describe('events', () => {
  it('getEvents returns a page and passes the filters', async () => {
    const page = await getEvents({ status: 'upcoming', per_page: 2 });
    expect(page.data).toHaveLength(2);
    expect(page.meta).toMatchObject({ per_page: 2, total: 3, last_page: 2 });
  });

  it('getEvent unwraps the event', async () => {
    await expect(getEvent(1)).resolves.toMatchObject({ id: 1, marked: false });
  });

  it('getEvent rejects a missing event with 404 and the server message', async () => {
    await expect(getEvent(999)).rejects.toMatchObject({ status: 404, message: 'Событие не найдено' });
  });

  it('markEvent marks attendance', async () => {
    await expect(markEvent(1)).resolves.toMatchObject({ id: 1, marked: true });
  });

  it('markEvent refuses an event that has ended with 422', async () => {
    await expect(markEvent(5)).rejects.toMatchObject({
      status: 422,
      fieldErrors: { event: ['Событие уже завершилось: отметиться нельзя'] },
    });
  });

  it('markEventMutationOptions puts the event into its detail cache', async () => {
    const client = new QueryClient();
    await new MutationObserver(client, markEventMutationOptions()).mutate(3);
    expect(client.getQueryData(eventOptions(3).queryKey)).toMatchObject({ marked: true });
  });
});

describe('notifications', () => {
  it('getNotifications carries the unread count', async () => {
    const page = await getNotifications({ unread: true });
    expect(page.data.every((notification) => notification.read_at === null)).toBe(true);
    expect(page.meta.unread).toBe(2);
  });

  it('unreadNotificationsCountOptions asks for one item and selects meta.unread', async () => {
    const requests = recordRequests(server);
    const client = new QueryClient();
    await expect(client.fetchQuery(unreadNotificationsCountOptions)).resolves.toBe(2);
    expect(requests[0]?.url.searchParams.get('per_page')).toBe('1');
  });

  it('markNotification marks it read', async () => {
    const notification = await markNotification(1);
    expect(notification.read_at).not.toBeNull();
    expect((await getNotifications()).meta.unread).toBe(1);
  });
});

describe('polls', () => {
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

describe('user', () => {
  it('getUser returns the signed-in user', async () => {
    await expect(getUser()).resolves.toMatchObject({ email: DEMO_EMAIL });
  });

  it('updateUser changes the given fields', async () => {
    await expect(updateUser({ phone: '+7 900 000-00-00' })).resolves.toMatchObject({ phone: '+7 900 000-00-00' });
  });

  it('updateUser with an avatar sends multipart and gets the stored URL', async () => {
    const user = await updateUser({
      name: 'Анна Смирнова-Петрова',
      socials: [{ type: 'site', url: 'https://anna.example.com' }],
      avatar: new File(['png'], 'me.png', { type: 'image/png' }),
    });
    expect(user).toMatchObject({
      name: 'Анна Смирнова-Петрова',
      socials: [{ type: 'site', url: 'https://anna.example.com' }],
    });
    expect(user.avatar_url).toMatch(/me\.png$/);
  });

  it('the multipart profile form sends null as an empty field and socials as JSON', () => {
    // (Checked on the form itself: happy-dom's multipart encoder drops empty fields.)
    const form = toUserUpdateFormData(
      { phone: null, socials: [{ type: 'vk', url: 'https://vk.com/anna' }], avatar_url: null },
      new Blob(['png'], { type: 'image/png' }),
    );
    expect(form.get('phone')).toBe('');
    expect(form.get('socials')).toBe('[{"type":"vk","url":"https://vk.com/anna"}]');
    expect(form.has('avatar_url')).toBe(false);
    expect(form.get('avatar')).toBeInstanceOf(Blob);
  });

  it('sendMessage answers a confirmation', async () => {
    await expect(sendMessage({ subject: 'Вопрос', message: 'Будет ли запись?' })).resolves.toHaveProperty('message');
  });

  it('uploadImage sends the multipart field image and returns its URL', async () => {
    const { url } = await uploadImage(new File(['png'], 'avatar.png', { type: 'image/png' }));
    expect(url).toMatch(/^http:\/\/localhost:8000\/storage\/uploads\/.+avatar\.png$/);
  });

  it('uploadImage refuses a file that is not an image', async () => {
    await expect(uploadImage(new File(['%PDF'], 'doc.pdf', { type: 'application/pdf' }))).rejects.toMatchObject({
      status: 422,
      fieldErrors: { image: ['Недопустимый тип файла: загрузите изображение'] },
    });
  });
});
