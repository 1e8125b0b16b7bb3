import { onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configureApi } from '@cabinet/runtime';
import { apiPath, recordRequests, renderRemote, setupApiServer } from '@cabinet/testing';
import remote from '../module.tsx';
import { pollsDomain } from '../testing/polls-domain.ts';

const { server, db } = setupApiServer({ domains: [pollsDomain] });

beforeEach(() => {
  configureApi({}, { retryDelay: 0 });
  // Drafts live in local storage, which outlives a test.
  window.localStorage.clear();
});

afterEach(() => act(() => onlineManager.setOnline(true)));

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
const savedAnswer = (questionId: number) => db.polls.flatMap((poll) => poll.questions).find((q) => q.id === questionId)?.answer;

/** Opens a poll and presses its way in (`Начать` / `Продолжить`). */
async function startPoll(user: UserEvent, id: number, action = 'Начать') {
  renderRemote(remote, `/cabinet/polls/${id}`);
  await user.click(await screen.findByRole('button', { name: action }));
  return screen.findByRole('form', { name: 'Ответы на вопросы' });
}

describe('poll page', () => {
  it('shows the poll with `Начать` and no questions before it starts', async () => {
    renderRemote(remote, '/cabinet/polls/1');
    expect(screen.getByRole('status', { name: 'Загрузка опроса' })).toBeInTheDocument();
    expect(await heading('Какие мероприятия вам интересны?')).toBeInTheDocument();
    expect(screen.getByText('Помогите нам составить программу на следующий сезон.')).toBeInTheDocument();
    expect(screen.getByText('Новый')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Начать' })).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
  });

  it('after `Начать` shows every question with the control its type calls for', async () => {
    const user = userEvent.setup();
    const form = await startPoll(user, 1);
    expect(within(form).getByRole('radiogroup', { name: 'Как часто вы посещаете наши мероприятия?' })).toBeInTheDocument();
    expect(within(form).getByRole('radio', { name: 'Раз в месяц' })).toBeInTheDocument();
    expect(within(form).getByRole('group', { name: 'Какие форматы вам нравятся?' })).toBeInTheDocument();
    expect(within(form).getByRole('checkbox', { name: 'Экскурсии' })).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Что бы вы хотели добавить в программу?' })).toBeInTheDocument();
    expect(within(form).getByRole('spinbutton', { name: 'Сколько вам лет?' })).toHaveAttribute('min', '14');
    expect(within(form).getByLabelText('Приложите фото с любимого мероприятия')).toHaveAttribute('accept', '.jpg,.jpeg,.png');
    expect(db.polls[0]?.status).toBe('in_progress');
  });

  it('offline, `Начать`, «Сохранить» and «Завершить» are disabled with the reason, and nothing is sent', async () => {
    const user = userEvent.setup();
    const requests = recordRequests(server);
    renderRemote(remote, '/cabinet/polls/1');
    const begin = await screen.findByRole('button', { name: 'Начать' });
    act(() => onlineManager.setOnline(false));
    expect(begin).toBeDisabled();
    expect(begin).toHaveAccessibleDescription('Нет связи: это действие станет доступно, когда связь вернётся.');
    act(() => onlineManager.setOnline(true));
    await user.click(begin);
    const form = await screen.findByRole('form', { name: 'Ответы на вопросы' });
    act(() => onlineManager.setOnline(false));
    for (const name of ['Сохранить', 'Завершить']) {
      expect(within(form).getByRole('button', { name })).toBeDisabled();
      expect(within(form).getByRole('button', { name })).toHaveAccessibleDescription('Нет связи: это действие станет доступно, когда связь вернётся.');
    }
    const sent = requests.length;
    act(() => within(form).getByRole('button', { name: 'Завершить' }).click());
    act(() => onlineManager.setOnline(true));
    expect(requests).toHaveLength(sent);
  });

  it('moves the focus to the questions once the poll starts', async () => {
    const user = userEvent.setup();
    const form = await startPoll(user, 1);
    await waitFor(() => expect(form).toHaveFocus());
  });

  it('says which questions are required and what the limits are', async () => {
    const user = userEvent.setup();
    const form = await startPoll(user, 1);
    expect(within(form).getByRole('group', { name: 'Какие форматы вам нравятся?' })).toHaveAccessibleDescription(
      'Обязательный вопрос. Выберите от 1 до 3 вариантов.',
    );
    expect(within(form).getByRole('spinbutton', { name: 'Сколько вам лет?' })).toHaveAccessibleDescription('Число от 14 до 120.');
  });

  it('`Продолжить` resumes a poll in progress with its saved answers', async () => {
    const user = userEvent.setup();
    const form = await startPoll(user, 2, 'Продолжить');
    expect(within(form).getByRole('spinbutton', { name: 'Оцените мастер-класс от 1 до 10' })).toHaveValue(9);
  });

  it('«Завершить» with required questions unanswered shows `Обязательное поле` under each of them', async () => {
    const user = userEvent.setup();
    const form = await startPoll(user, 1);
    await user.click(within(form).getByRole('button', { name: 'Завершить' }));
    const single = within(form).getByRole('radiogroup', { name: 'Как часто вы посещаете наши мероприятия?' });
    await waitFor(() => expect(single).toHaveAccessibleDescription(/Обязательное поле/));
    expect(single).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByRole('group', { name: 'Какие форматы вам нравятся?' })).toHaveAccessibleDescription(/Обязательное поле/);
    expect(within(form).getByRole('textbox', { name: 'Что бы вы хотели добавить в программу?' })).not.toHaveAttribute('aria-invalid');
    expect(within(form).getAllByText('Обязательное поле')).toHaveLength(2);
    expect(within(form).getByRole('alert')).toHaveTextContent('Нужно исправить ответы на 2 вопроса.');
  });

  it('clears a question\'s message once the user answers it', async () => {
    const user = userEvent.setup();
    const form = await startPoll(user, 1);
    await user.click(within(form).getByRole('button', { name: 'Завершить' }));
    await within(form).findAllByText('Обязательное поле');
    await user.click(within(form).getByRole('radio', { name: 'Реже' }));
    expect(within(form).getAllByText('Обязательное поле')).toHaveLength(1);
  });

  it('checks the answers with the server\'s own rules before sending: the limit under the question, no request', async () => {
    const user = userEvent.setup();
    const form = await startPoll(user, 1);
    const requests = recordRequests(server);
    await user.type(within(form).getByRole('spinbutton', { name: 'Сколько вам лет?' }), '200');
    await user.click(within(form).getByRole('button', { name: 'Сохранить' }));
    expect(await within(form).findByText('Максимальное значение: 120')).toBeInTheDocument();
    expect(requests).toEqual([]);
    expect(savedAnswer(4)).toBeNull();
  });

  it('shows the server\'s message under the question when the server refuses what the form let through', async () => {
    server.use(
      http.put(apiPath('/api/cabinet/polls/set-answer-questions'), () =>
        HttpResponse.json({ message: 'The given data was invalid.', errors: { 'questions.3': ['Ответ уже не принимается'] } }, { status: 422 }),
      ),
    );
    const user = userEvent.setup();
    const form = await startPoll(user, 1);
    await user.type(within(form).getByRole('textbox', { name: 'Что бы вы хотели добавить в программу?' }), 'Лекции');
    await user.click(within(form).getByRole('button', { name: 'Сохранить' }));
    expect(await within(form).findByText('Ответ уже не принимается')).toBeInTheDocument();
    expect(within(form).getByRole('alert')).toHaveTextContent('Нужно исправить ответы на 1 вопрос.');
  });

  it('«Сохранить» keeps partial answers and says so', async () => {
    const user = userEvent.setup();
    const form = await startPoll(user, 1);
    await user.click(within(form).getByRole('radio', { name: 'Раз в месяц' }));
    await user.type(within(form).getByRole('textbox', { name: 'Что бы вы хотели добавить в программу?' }), 'Больше джаза');
    await user.click(within(form).getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Ответы сохранены')).toBeInTheDocument();
    expect(savedAnswer(1)).toBe(2);
    expect(savedAnswer(3)).toBe('Больше джаза');
    // A required question is still open: the poll goes on.
    expect(db.polls[0]?.status).toBe('in_progress');
    expect(screen.getByRole('form', { name: 'Ответы на вопросы' })).toBeInTheDocument();
  });

  it('sends the ticked options of a multiple-choice question in the options\' order', async () => {
    const user = userEvent.setup();
    const form = await startPoll(user, 1);
    await user.click(within(form).getByRole('checkbox', { name: 'Концерты' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Лекции' }));
    await user.click(within(form).getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Ответы сохранены')).toBeInTheDocument();
    expect(savedAnswer(2)).toEqual([4, 7]);
  });

  it('uploads the file of a file question and shows it as saved', async () => {
    const user = userEvent.setup();
    const form = await startPoll(user, 1);
    const photo = new File(['png bytes'], 'photo.png', { type: 'image/png' });
    await user.upload(within(form).getByLabelText('Приложите фото с любимого мероприятия'), photo);
    await user.click(within(form).getByRole('button', { name: 'Сохранить' }));
    expect(await within(form).findByRole('link', { name: 'photo.png' })).toBeInTheDocument();
    expect(savedAnswer(5)).toMatchObject({ name: 'photo.png', mime: 'image/png' });
  });

  it('«Завершить» with every required answer completes the poll and shows it read-only', async () => {
    const user = userEvent.setup();
    const form = await startPoll(user, 2, 'Продолжить');
    await user.type(within(form).getByRole('textbox', { name: 'Что можно улучшить?' }), 'Больше времени на практику');
    await user.click(within(form).getByRole('button', { name: 'Завершить' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Опрос завершён. Спасибо за ответы!' })).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByText('Больше времени на практику')).toBeInTheDocument();
    expect(screen.getByText('Завершён')).toBeInTheDocument();
  });

  it('shows a completed poll read-only with its answers', async () => {
    renderRemote(remote, '/cabinet/polls/3');
    expect(await screen.findByText('Вы уже прошли этот опрос. Спасибо за ответы!')).toBeInTheDocument();
    const answers = screen.getByRole('region', { name: 'Ваши ответы' });
    expect(within(answers).getByRole('definition')).toHaveTextContent('Да');
    expect(screen.queryByRole('button', { name: /Начать|Продолжить/ })).not.toBeInTheDocument();
  });

  it('shows a closed poll read-only with its message', async () => {
    renderRemote(remote, '/cabinet/polls/4');
    expect(await screen.findByText('Опрос закрыт: приём ответов завершён.')).toBeInTheDocument();
    expect(screen.getByText('Нет ответа')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says «Опрос не найден» for a 404', async () => {
    renderRemote(remote, '/cabinet/polls/999');
    expect(await heading('Опрос не найден')).toBeInTheDocument();
  });
});
