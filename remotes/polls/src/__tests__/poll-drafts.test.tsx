import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { configureApi, hasUnsavedChanges } from '@cabinet/runtime';
import { apiPath, recordRequests, renderRemote, setupApiServer } from '@cabinet/testing';
import remote from '../module.tsx';
import { pollsDomain } from '../testing/polls-domain.ts';

const { server, db } = setupApiServer({ domains: [pollsDomain] });

beforeEach(() => {
  configureApi({}, { retryDelay: 0 });
  window.localStorage.clear();
});

const RESTORED = /Восстановлены несохранённые ответы/;
const improve = (form: HTMLElement) => within(form).getByRole('textbox', { name: 'Что можно улучшить?' });
const savedAnswer = (questionId: number) => db.polls.flatMap((poll) => poll.questions).find((q) => q.id === questionId)?.answer;
const draftCount = () => Object.keys(window.localStorage).filter((key) => key.includes('poll:')).length;

/** Opens a poll and presses its way in (`Начать` / `Продолжить`). */
async function openPoll(user: UserEvent, id: number, action: string) {
  renderRemote(remote, `/cabinet/polls/${id}`);
  await user.click(await screen.findByRole('button', { name: action }));
  return screen.findByRole('form', { name: 'Ответы на вопросы' });
}

/** The page goes away (a reload, a sign-in elsewhere) and the poll is opened again. */
function reopen(id: number) {
  cleanup();
  renderRemote(remote, `/cabinet/polls/${id}`);
  return screen.findByRole('form', { name: 'Ответы на вопросы' });
}

describe('poll answers kept as a draft', () => {
  it('brings back what was typed when the poll opens again, says so, and opens at the questions without starting again', async () => {
    const user = userEvent.setup();
    const form = await openPoll(user, 2, 'Продолжить');
    await user.type(improve(form), 'Больше практики');

    const requests = recordRequests(server);
    const again = await reopen(2);
    expect(improve(again)).toHaveValue('Больше практики');
    expect(within(again).getByRole('spinbutton', { name: 'Оцените мастер-класс от 1 до 10' })).toHaveValue(9);
    expect(within(again).getByText(RESTORED)).toBeInTheDocument();
    expect(requests.some((request) => request.url.pathname.endsWith('/start'))).toBe(false);
  });

  it('keeps the input after a failed save (503) and saves it on the next try, then forgets the draft', async () => {
    server.use(http.put(apiPath('/api/cabinet/polls/set-answer-questions'), () => HttpResponse.json({ message: 'Service Unavailable' }, { status: 503 }), { once: true }));
    const user = userEvent.setup();
    const form = await openPoll(user, 1, 'Начать');
    const wishes = () => within(screen.getByRole('form')).getByRole('textbox', { name: 'Что бы вы хотели добавить в программу?' });
    await user.type(wishes(), 'Больше джаза');
    await user.click(within(form).getByRole('button', { name: 'Сохранить' }));
    expect(await within(form).findByRole('alert')).toBeInTheDocument();
    expect(wishes()).toHaveValue('Больше джаза');
    expect(savedAnswer(3)).toBeNull();

    // Even a reload after the failure keeps it.
    const again = await reopen(1);
    expect(wishes()).toHaveValue('Больше джаза');
    await user.click(within(again).getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Ответы сохранены')).toBeInTheDocument();
    expect(savedAnswer(3)).toBe('Больше джаза');
    expect(within(again).queryByText(RESTORED)).not.toBeInTheDocument();
    expect(draftCount()).toBe(0);

    // Opened again: the saved answers, nothing «restored».
    cleanup();
    renderRemote(remote, '/cabinet/polls/1');
    expect(await screen.findByRole('button', { name: 'Продолжить' })).toBeInTheDocument();
    expect(screen.queryByText(RESTORED)).not.toBeInTheDocument();
  });

  it('never restores a draft over answers the server saved after it (another tab)', async () => {
    const user = userEvent.setup();
    const form = await openPoll(user, 2, 'Продолжить');
    await user.type(improve(form), 'Старый черновик');
    cleanup();

    const question = db.polls[1]?.questions.find((q) => q.id === 7);
    if (!question) throw new Error('no question 7');
    question.answer = 'Сохранено в другой вкладке';

    const again = await openPoll(user, 2, 'Продолжить');
    expect(improve(again)).toHaveValue('Сохранено в другой вкладке');
    expect(within(again).queryByText(RESTORED)).not.toBeInTheDocument();
    expect(draftCount()).toBe(0);
  });

  it('shows the answers `Продолжить` brings back, even when saved (in another tab) after the page opened', async () => {
    renderRemote(remote, '/cabinet/polls/2');
    const resume = await screen.findByRole('button', { name: 'Продолжить' });
    const question = db.polls[1]?.questions.find((q) => q.id === 7);
    if (!question) throw new Error('no question 7');
    question.answer = 'Сохранено в другой вкладке';
    await userEvent.setup().click(resume);
    const form = await screen.findByRole('form', { name: 'Ответы на вопросы' });
    expect(improve(form)).toHaveValue('Сохранено в другой вкладке');
  });

  it('keeps every other answer over a reload and asks for a picked file again', async () => {
    const user = userEvent.setup();
    const form = await openPoll(user, 1, 'Начать');
    await user.click(within(form).getByRole('radio', { name: 'Раз в месяц' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Лекции' }));
    await user.type(within(form).getByRole('spinbutton', { name: 'Сколько вам лет?' }), '35');
    const photo = new File(['png bytes'], 'photo.png', { type: 'image/png' });
    await user.upload(within(form).getByLabelText('Приложите фото с любимого мероприятия'), photo);
    expect(within(form).getByLabelText('Приложите фото с любимого мероприятия')).toHaveAccessibleDescription(
      /Если обновить страницу раньше, его придётся выбрать снова/,
    );

    const again = await reopen(1);
    expect(within(again).getByRole('radio', { name: 'Раз в месяц' })).toBeChecked();
    expect(within(again).getByRole('checkbox', { name: 'Лекции' })).toBeChecked();
    expect(within(again).getByRole('spinbutton', { name: 'Сколько вам лет?' })).toHaveValue(35);
    expect(within(again).getByText(/Выбранный файл нужно выбрать снова/)).toBeInTheDocument();
    expect(within(again).getByLabelText('Приложите фото с любимого мероприятия')).toHaveAccessibleDescription(
      /Файл «photo\.png» не сохранился: выберите его снова/,
    );
  });

  it('keeps the draft of a poll with a saved file, whose link is signed anew on every read', async () => {
    const photo = db.polls[0]?.questions.find((question) => question.type === 'file');
    if (!photo) throw new Error('poll 1 has a file question');
    photo.answer = { name: 'праздник.png', url: 'http://localhost:8000/storage/uploads/42-photo.png', mime: 'image/png', size: 10 };
    const user = userEvent.setup();
    const form = await openPoll(user, 1, 'Начать');
    expect(hasUnsavedChanges()).toBe(false);
    await user.click(within(form).getByRole('radio', { name: 'Раз в месяц' }));

    const again = await reopen(1);
    expect(within(again).getByText(RESTORED)).toBeInTheDocument();
    expect(within(again).getByRole('radio', { name: 'Раз в месяц' })).toBeChecked();
    // The file is still the saved one, with the link of this read.
    const link = within(again).getByRole('link', { name: 'праздник.png' });
    expect(link.getAttribute('href')).toMatch(/^http:\/\/localhost:8000\/storage\/uploads\/42-photo\.png\?expires=\d+&signature=mock$/);
  });

  it('drops what no longer fits the question (an option that is gone) and keeps the rest', async () => {
    window.localStorage.setItem(
      'cabinet:draft:poll:1:user:1',
      JSON.stringify({
        base: JSON.stringify(db.polls[0]?.questions.map((question) => [question.id, question.answer])),
        value: { 1: { type: 'single', value: 99 }, 2: { type: 'text', value: 'не тот тип' }, 3: { type: 'text', value: 'Джаз' } },
        saved_at: new Date().toISOString(),
      }),
    );
    const user = userEvent.setup();
    const form = await openPoll(user, 1, 'Начать');
    expect(within(form).getByRole('textbox', { name: 'Что бы вы хотели добавить в программу?' })).toHaveValue('Джаз');
    for (const choice of [...within(form).getAllByRole('radio'), ...within(form).getAllByRole('checkbox')]) expect(choice).not.toBeChecked();
  });

  it('tells the cabinet there are unsaved answers while they differ from the saved ones', async () => {
    const user = userEvent.setup();
    const form = await openPoll(user, 2, 'Продолжить');
    expect(hasUnsavedChanges()).toBe(false);
    await user.type(improve(form), 'Да');
    expect(hasUnsavedChanges()).toBe(true);
    await user.clear(improve(form));
    expect(hasUnsavedChanges()).toBe(false);
    await user.type(improve(form), 'Больше практики');
    await user.click(within(form).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(hasUnsavedChanges()).toBe(false));
  });
});
