import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { configureApi, userKeys, type User } from '@cabinet/runtime';
import { apiPath, demoUser, renderRemote, setupApiServer } from '@cabinet/testing';
import remote from '../module.tsx';
import { profileDomain } from '../testing/profile-domain.ts';

const { server, db } = setupApiServer({ domains: [profileDomain] });

beforeEach(() => configureApi({}, { retryDelay: 0 }));

const personalData = () => screen.findByRole('form', { name: 'Личные данные' });

describe('profile data', () => {
  it('shows a loading state, then the user\'s data in the form', async () => {
    renderRemote(remote, '/cabinet/profile');
    expect(screen.getByRole('status', { name: 'Загрузка профиля' })).toBeInTheDocument();
    const form = await personalData();
    expect(within(form).getByRole('textbox', { name: 'Имя' })).toHaveValue('Анна Смирнова');
    expect(within(form).getByRole('textbox', { name: 'Email' })).toHaveValue('demo@example.com');
    expect(within(form).getByRole('textbox', { name: 'Телефон' })).toHaveValue('+7 (912) 345-67-89');
    expect(within(form).getByRole('textbox', { name: 'О себе' })).toHaveValue(demoUser(db).about);
    expect(within(form).getByRole('textbox', { name: 'Ссылка на VKontakte' })).toHaveValue('https://vk.com/anna.smirnova');
    expect(within(form).getByRole('textbox', { name: 'Ссылка на Telegram' })).toHaveValue('https://t.me/anna_smirnova');
  });

  it('lists the social links by their titles', async () => {
    renderRemote(remote, '/cabinet/profile');
    const socials = await screen.findByRole('list', { name: 'Соцсети' });
    expect(within(socials).getByRole('link', { name: 'VKontakte' })).toHaveAttribute('href', 'https://vk.com/anna.smirnova');
    expect(within(socials).getByRole('link', { name: 'Telegram' })).toBeInTheDocument();
  });

  it('saves with `Сохранить`, toasts, and puts the new name into the session user', async () => {
    const user = userEvent.setup();
    const { queryClient } = renderRemote(remote, '/cabinet/profile');
    const name = within(await personalData()).getByRole('textbox', { name: 'Имя' });
    await user.clear(name);
    await user.type(name, 'Анна Петрова');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Профиль сохранён')).toBeInTheDocument();
    expect(queryClient.getQueryData<User | null>(userKeys.me())?.name).toBe('Анна Петрова');
    expect(demoUser(db).name).toBe('Анна Петрова');
  });

  it('shows 422 messages under the fields and keeps what was typed', async () => {
    const user = userEvent.setup();
    renderRemote(remote, '/cabinet/profile');
    const form = await personalData();
    const name = within(form).getByRole('textbox', { name: 'Имя' });
    const phone = within(form).getByRole('textbox', { name: 'Телефон' });
    await user.clear(name);
    await user.clear(phone);
    await user.type(phone, 'abc');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription('Обязательное поле'));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription('Неверный формат телефона');
    expect(phone).toHaveValue('abc');
    expect(await screen.findByText('Проверьте поля формы')).toBeInTheDocument();
    expect(demoUser(db).name).toBe('Анна Смирнова');
  });

  it('adds a social link row and shows its address error under it', async () => {
    const user = userEvent.setup();
    renderRemote(remote, '/cabinet/profile');
    const form = await personalData();
    await user.click(within(form).getByRole('button', { name: 'Добавить ссылку' }));
    const url = within(form).getByRole('textbox', { name: 'Ссылка на Odnoklassniki' });
    await user.type(url, 'not-a-link');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(url).toHaveAttribute('aria-invalid', 'true'));
    expect(url).toHaveAccessibleDescription(/Неверный формат/);
  });

  it('removes a social link', async () => {
    const user = userEvent.setup();
    renderRemote(remote, '/cabinet/profile');
    const form = await personalData();
    await user.click(within(form).getByRole('button', { name: 'Удалить ссылку на Telegram' }));
    expect(within(form).queryByRole('textbox', { name: 'Ссылка на Telegram' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Профиль сохранён')).toBeInTheDocument();
    expect(demoUser(db).socials).toEqual([{ type: 'vk', url: 'https://vk.com/anna.smirnova' }]);
  });

  it('shows an error with «Повторить» when the user cannot be loaded', async () => {
    server.use(http.get(apiPath('/api/cabinet/user'), () => HttpResponse.json({ message: 'Сервер недоступен' }, { status: 500 })));
    const user = userEvent.setup();
    renderRemote(remote, '/cabinet/profile');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Не удалось загрузить профиль');
    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Повторить' }));
    expect(await personalData()).toBeInTheDocument();
  });
});

describe('profile photo', () => {
  const photoInput = () => screen.findByLabelText('Новое фото');

  it('uploads a new photo and shows it', async () => {
    const user = userEvent.setup();
    renderRemote(remote, '/cabinet/profile');
    await user.upload(await photoInput(), new File(['png bytes'], 'me.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Загрузить фото' }));
    expect(await screen.findByText('Фото обновлено')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Фото профиля' })).toHaveAttribute('src', demoUser(db).avatar_url);
  });

  it('shows the server\'s message for a file that is not an image', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderRemote(remote, '/cabinet/profile');
    const input = await photoInput();
    await user.upload(input, new File(['text'], 'notes.txt', { type: 'text/plain' }));
    await user.click(screen.getByRole('button', { name: 'Загрузить фото' }));
    await waitFor(() => expect(input).toHaveAccessibleDescription(/Недопустимый тип файла: загрузите изображение/));
  });

  it('refuses a photo over 5 MB before uploading it', async () => {
    const user = userEvent.setup();
    renderRemote(remote, '/cabinet/profile');
    const input = await photoInput();
    await user.upload(input, new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }));
    expect(input).toHaveAccessibleDescription(/Файл больше 5 МБ/);
    expect(screen.getByRole('button', { name: 'Загрузить фото' })).toBeDisabled();
  });

  it('removes the photo with «Удалить фото»', async () => {
    demoUser(db).avatar_url = 'http://localhost:8000/storage/uploads/1-me.png';
    const user = userEvent.setup();
    renderRemote(remote, '/cabinet/profile');
    await user.click(await screen.findByRole('button', { name: 'Удалить фото' }));
    expect(await screen.findByText('Фото удалено')).toBeInTheDocument();
    expect(demoUser(db).avatar_url).toBeNull();
    expect(screen.queryByRole('img', { name: 'Фото профиля' })).not.toBeInTheDocument();
  });
});

describe('message to the operators', () => {
  const messageForm = () => screen.findByRole('form', { name: 'Сообщение оператору' });

  it('sends `Тема` and `Сообщение` with `Отправить`, toasts, and empties the form', async () => {
    const user = userEvent.setup();
    renderRemote(remote, '/cabinet/profile');
    const form = await messageForm();
    await user.type(within(form).getByRole('textbox', { name: 'Тема' }), 'Вопрос о событии');
    await user.type(within(form).getByRole('textbox', { name: 'Сообщение' }), 'Можно прийти с ребёнком?');
    await user.click(within(form).getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText('Сообщение отправлено')).toBeInTheDocument();
    expect(db.messages).toEqual([{ subject: 'Вопрос о событии', message: 'Можно прийти с ребёнком?' }]);
    expect(within(form).getByRole('textbox', { name: 'Тема' })).toHaveValue('');
    expect(within(form).getByRole('textbox', { name: 'Сообщение' })).toHaveValue('');
  });

  it('shows `Обязательное поле` under empty fields', async () => {
    const user = userEvent.setup();
    renderRemote(remote, '/cabinet/profile');
    const form = await messageForm();
    await user.type(within(form).getByRole('textbox', { name: 'Тема' }), 'Без текста');
    await user.click(within(form).getByRole('button', { name: 'Отправить' }));
    const message = within(form).getByRole('textbox', { name: 'Сообщение' });
    await waitFor(() => expect(message).toHaveAccessibleDescription('Обязательное поле'));
    expect(within(form).getByRole('textbox', { name: 'Тема' })).toHaveValue('Без текста');
    expect(db.messages).toHaveLength(0);
  });
});
