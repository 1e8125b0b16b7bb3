import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '@cabinet/runtime';
import { apiPath, recordRequests, renderRemote, setupApiServer } from '@cabinet/testing';
import remote from '../module.tsx';
import { pollsDomain } from '../testing/polls-domain.ts';

const { server } = setupApiServer({ domains: [pollsDomain] });

beforeEach(() => {
  configureApi({}, { retryDelay: 0 });
  window.localStorage.clear();
});
afterEach(() => vi.restoreAllMocks());

async function startPoll(user: UserEvent, id: number, action = 'Начать') {
  renderRemote(remote, `/cabinet/polls/${id}`);
  await user.click(await screen.findByRole('button', { name: action }));
  return screen.findByRole('form', { name: 'Ответы на вопросы' });
}

/** The question block (its text, control and messages) a control belongs to. */
const fieldOf = (element: HTMLElement) => element.closest('[data-slot="form-field"]');

describe('poll form: where to look and how far along', () => {
  it('a refused «Завершить» brings the first question to fix into view and focuses it', async () => {
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    const user = userEvent.setup();
    const form = await startPoll(user, 1);
    await user.click(within(form).getByRole('button', { name: 'Завершить' }));
    const first = within(form).getByRole('radiogroup', { name: 'Как часто вы посещаете наши мероприятия?' });
    await waitFor(() => expect(first.contains(document.activeElement)).toBe(true));
    expect(within(first).getByRole('radio', { name: 'Каждую неделю' })).toHaveFocus();
    expect(scrolled.mock.contexts).toContain(fieldOf(first));
    expect(within(form).getByRole('alert')).toHaveTextContent('Нужно исправить ответы на 2 вопроса.');
  });

  it('focuses the first question the server refused, in the poll\'s order', async () => {
    server.use(
      http.put(apiPath('/api/cabinet/polls/set-answer-questions'), () =>
        HttpResponse.json(
          { message: 'The given data was invalid.', errors: { 'questions.4': ['Минимальное значение: 14'], 'questions.3': ['Ответ уже не принимается'] } },
          { status: 422 },
        ),
      ),
    );
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    const user = userEvent.setup();
    const form = await startPoll(user, 1);
    const wishes = within(form).getByRole('textbox', { name: 'Что бы вы хотели добавить в программу?' });
    await user.type(wishes, 'Лекции');
    await user.click(within(form).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(wishes).toHaveFocus());
    expect(scrolled.mock.contexts).toContain(fieldOf(wishes));
    expect(within(form).getByRole('alert')).toHaveTextContent('Нужно исправить ответы на 2 вопроса.');
  });

  it('leaves the focus where the person types while they fix a question', async () => {
    const user = userEvent.setup();
    const form = await startPoll(user, 1);
    await user.click(within(form).getByRole('button', { name: 'Завершить' }));
    await waitFor(() => expect(within(form).getByRole('radio', { name: 'Каждую неделю' })).toHaveFocus());
    const age = within(form).getByRole('spinbutton', { name: 'Сколько вам лет?' });
    await user.click(within(form).getByRole('checkbox', { name: 'Лекции' }));
    await user.type(age, '30');
    expect(age).toHaveFocus();
  });

  it('moves the focus to the outcome once the poll is completed', async () => {
    const user = userEvent.setup();
    const form = await startPoll(user, 2, 'Продолжить');
    await user.type(within(form).getByRole('textbox', { name: 'Что можно улучшить?' }), 'Больше практики');
    await user.click(within(form).getByRole('button', { name: 'Завершить' }));
    const outcome = await screen.findByRole('heading', { level: 2, name: 'Опрос завершён. Спасибо за ответы!' });
    await waitFor(() => expect(outcome).toHaveFocus());
  });

  it('shows how many questions are answered, as the person answers', async () => {
    const user = userEvent.setup();
    const form = await startPoll(user, 1);
    expect(within(form).getByText('Отвечено 0 из 5')).toBeInTheDocument();
    await user.click(within(form).getByRole('radio', { name: 'Реже' }));
    expect(within(form).getByText('Отвечено 1 из 5')).toBeInTheDocument();
    const wishes = within(form).getByRole('textbox', { name: 'Что бы вы хотели добавить в программу?' });
    await user.type(wishes, 'Джаз');
    expect(within(form).getByText('Отвечено 2 из 5')).toBeInTheDocument();
    await user.clear(wishes);
    expect(within(form).getByText('Отвечено 1 из 5')).toBeInTheDocument();
    await user.upload(within(form).getByLabelText('Приложите фото с любимого мероприятия'), new File(['png'], 'a.png', { type: 'image/png' }));
    expect(within(form).getByText('Отвечено 2 из 5')).toBeInTheDocument();
  });

  it('counts the saved answers of a poll in progress', async () => {
    const user = userEvent.setup();
    const form = await startPoll(user, 2, 'Продолжить');
    expect(within(form).getByText('Отвечено 1 из 2')).toBeInTheDocument();
  });

  it('sends one start call however quickly `Начать` is pressed twice', async () => {
    const requests = recordRequests(server);
    renderRemote(remote, '/cabinet/polls/1');
    const start = await screen.findByRole('button', { name: 'Начать' });
    fireEvent.click(start);
    fireEvent.click(start);
    await screen.findByRole('form', { name: 'Ответы на вопросы' });
    expect(requests.filter((request) => request.url.pathname.endsWith('/start'))).toHaveLength(1);
  });

  it('lets `Начать` be pressed again after a failed start', async () => {
    server.use(http.get(apiPath('/api/cabinet/polls/:id/start'), () => HttpResponse.json({ message: 'Forbidden' }, { status: 403 }), { once: true }));
    const requests = recordRequests(server);
    const user = userEvent.setup();
    renderRemote(remote, '/cabinet/polls/1');
    const start = await screen.findByRole('button', { name: 'Начать' });
    await user.click(start);
    await waitFor(() => expect(start).toBeEnabled());
    await user.click(start);
    expect(await screen.findByRole('form', { name: 'Ответы на вопросы' })).toBeInTheDocument();
    expect(requests.filter((request) => request.url.pathname.endsWith('/start'))).toHaveLength(2);
  });
});

describe('page titles', () => {
  it('titles the list «Опросы — Кабинет»', async () => {
    renderRemote(remote, '/cabinet/polls');
    await waitFor(() => expect(document.title).toBe('Опросы — Кабинет'));
  });

  it('titles a poll\'s page with the poll\'s own title', async () => {
    renderRemote(remote, '/cabinet/polls/2');
    await waitFor(() => expect(document.title).toBe('Оценка мастер-класса — Кабинет'));
  });

  it('titles a missing poll «Опрос не найден»', async () => {
    renderRemote(remote, '/cabinet/polls/999');
    await waitFor(() => expect(document.title).toBe('Опрос не найден — Кабинет'));
  });

  it('titles a malformed poll address «Опрос не найден» too', async () => {
    document.title = '';
    renderRemote(remote, '/cabinet/polls/abc');
    await waitFor(() => expect(document.title).toBe('Опрос не найден — Кабинет'));
  });
});
