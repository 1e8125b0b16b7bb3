import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { configureApi, hasUnsavedChanges } from '@cabinet/runtime';
import { apiPath, recordRequests, renderRemote, setupApiServer } from '@cabinet/testing';
import remote from '../../module.tsx';
import { profileDomain } from '../../testing/profile-domain.ts';

const { server, db } = setupApiServer({ domains: [profileDomain] });

const DRAFT = 'cabinet:draft:message:user:1';

beforeEach(() => {
  configureApi({}, { retryDelay: 0 });
  window.localStorage.clear();
});

const messageForm = () => screen.findByRole('form', { name: 'Сообщение оператору' });

async function fields() {
  const form = await messageForm();
  return {
    form,
    subject: within(form).getByRole('textbox', { name: 'Тема' }),
    message: within(form).getByRole('textbox', { name: 'Сообщение' }),
    send: within(form).getByRole('button', { name: 'Отправить' }),
  };
}

describe('message to the operators', () => {
  it('toasts a sent message in Russian when the server answers in English', async () => {
    server.use(
      http.post(apiPath('/api/cabinet/user/send-message'), () => HttpResponse.json({ message: 'Message sent.' }, { status: 201 })),
    );
    const user = userEvent.setup();
    renderRemote(remote, '/cabinet/profile');
    const { subject, message, send } = await fields();
    await user.type(subject, 'Вопрос');
    await user.type(message, 'Текст');
    await user.click(send);
    expect(await screen.findByText('Сообщение отправлено')).toBeInTheDocument();
    expect(screen.queryByText('Message sent.')).not.toBeInTheDocument();
  });

  it('sends `Тема` and `Сообщение` with `Отправить`, toasts, and empties the form', async () => {
    const user = userEvent.setup();
    renderRemote(remote, '/cabinet/profile');
    const { subject, message, send } = await fields();
    await user.type(subject, 'Вопрос о событии');
    await user.type(message, 'Можно прийти с ребёнком?');
    await user.click(send);
    expect(await screen.findByText('Сообщение отправлено')).toBeInTheDocument();
    expect(db.messages).toEqual([{ subject: 'Вопрос о событии', message: 'Можно прийти с ребёнком?' }]);
    expect(subject).toHaveValue('');
    expect(message).toHaveValue('');
  });

  it('shows `Обязательное поле` under empty fields', async () => {
    const user = userEvent.setup();
    renderRemote(remote, '/cabinet/profile');
    const { subject, message, send } = await fields();
    await user.type(subject, 'Без текста');
    await user.click(send);
    await waitFor(() => expect(message).toHaveAccessibleDescription(/Обязательное поле/));
    expect(subject).toHaveValue('Без текста');
    expect(db.messages).toHaveLength(0);
  });
});

describe('the limits', () => {
  it('are counted from the first character', async () => {
    const user = userEvent.setup();
    renderRemote(remote, '/cabinet/profile');
    const { subject, message } = await fields();
    expect(subject).toHaveAccessibleDescription('Символов: 0 из 200');
    expect(message).toHaveAccessibleDescription('Символов: 0 из 5000');
    await user.type(message, 'Добрый день');
    expect(message).toHaveAccessibleDescription('Символов: 11 из 5000');
  });

  it('say by how much a text is over, and it is refused before sending and kept', async () => {
    const user = userEvent.setup();
    renderRemote(remote, '/cabinet/profile');
    const { subject, message, send } = await fields();
    const long = 'я'.repeat(203);
    await user.click(subject);
    await user.paste(long);
    await user.type(message, 'Текст');
    expect(subject).toHaveAccessibleDescription('Символов: 203 из 200 — сократите на 3 символа');
    const requests = recordRequests(server);
    await user.click(send);
    await waitFor(() => expect(subject).toHaveAccessibleDescription(/Максимум 200 символов/));
    expect(requests).toHaveLength(0);
    expect(subject).toHaveValue(long);
  });
});

describe('the draft of a message', () => {
  it('keeps a message that could not be sent, and restores it when the page opens again', async () => {
    server.use(http.post(apiPath('/api/cabinet/user/send-message'), () => HttpResponse.error()));
    const user = userEvent.setup();
    renderRemote(remote, '/cabinet/profile');
    const { subject, message, send } = await fields();
    await user.type(subject, 'Запись докладов');
    await user.type(message, 'Будет ли запись докладов конференции?');
    await user.click(send);
    expect(await within(await messageForm()).findByRole('alert')).toHaveTextContent('Не удалось связаться с сервером');
    await waitFor(() => expect(window.localStorage.getItem(DRAFT)).toContain('Будет ли запись'));
    cleanup();
    renderRemote(remote, '/cabinet/profile');
    const again = await fields();
    expect(again.subject).toHaveValue('Запись докладов');
    expect(again.message).toHaveValue('Будет ли запись докладов конференции?');
    expect(within(again.form).getByRole('status')).toHaveTextContent('Восстановлено сообщение, которое вы не отправили.');
  });

  it('is cleared once the message is sent', async () => {
    const user = userEvent.setup();
    renderRemote(remote, '/cabinet/profile');
    const { subject, message, send } = await fields();
    await user.type(subject, 'Вопрос');
    await user.type(message, 'Когда следующее событие?');
    await waitFor(() => expect(window.localStorage.getItem(DRAFT)).not.toBeNull());
    await user.click(send);
    expect(await screen.findByText('Сообщение отправлено')).toBeInTheDocument();
    expect(window.localStorage.getItem(DRAFT)).toBeNull();
  });

  it('«Очистить» drops a restored draft', async () => {
    const user = userEvent.setup();
    renderRemote(remote, '/cabinet/profile');
    await user.type((await fields()).message, 'Черновик');
    await waitFor(() => expect(window.localStorage.getItem(DRAFT)).not.toBeNull());
    cleanup();
    renderRemote(remote, '/cabinet/profile');
    const again = await fields();
    await user.click(within(again.form).getByRole('button', { name: 'Очистить' }));
    expect(again.message).toHaveValue('');
    expect(window.localStorage.getItem(DRAFT)).toBeNull();
  });

  it('typed text counts as unsaved until it is sent', async () => {
    const user = userEvent.setup();
    renderRemote(remote, '/cabinet/profile');
    const { subject, message, send } = await fields();
    expect(hasUnsavedChanges()).toBe(false);
    await user.type(subject, 'Вопрос');
    expect(hasUnsavedChanges()).toBe(true);
    await user.type(message, 'Текст вопроса');
    await user.click(send);
    expect(await screen.findByText('Сообщение отправлено')).toBeInTheDocument();
    expect(hasUnsavedChanges()).toBe(false);
  });
});
