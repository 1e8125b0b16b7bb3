import { onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configureApi, userKeys, type User } from '@cabinet/runtime';
import { apiPath, demoUser, renderRemote, setupApiServer } from '@cabinet/testing';
import remote from '../module.tsx';
import { profileDomain } from '../testing/profile-domain.ts';

const { server, db } = setupApiServer({ domains: [profileDomain] });

beforeEach(() => {
  configureApi({}, { retryDelay: 0 });
  window.localStorage.clear();
});

afterEach(() => act(() => onlineManager.setOnline(true)));

const personalData = () => screen.findByRole('form', { name: 'Личные данные' });

describe('profile data', () => {
  it('titles the tab «Профиль — Кабинет»', async () => {
    renderRemote(remote, '/cabinet/profile');
    await personalData();
    expect(document.title).toBe('Профиль — Кабинет');
  });

  it('shows a loading state, then the user\'s data in the form', async () => {
    renderRemote(remote, '/cabinet/profile');
    expect(screen.getByRole('status', { name: 'Загрузка профиля' })).toBeInTheDocument();
    const form = await personalData();
    expect(within(form).getByRole('textbox', { name: 'Имя' })).toHaveValue('Анна Смирнова');
    expect(within(form).getByRole('textbox', { name: 'Email' })).toHaveValue('demo@example.com');
    expect(within(form).getByRole('textbox', { name: 'Телефон' })).toHaveValue('+7 (912) 345-67-89');
    expect(within(form).getByRole('textbox', { name: 'О себе' })).toHaveValue(demoUser(db).about);
    expect(within(form).getByRole('textbox', { name: 'Ссылка на ВКонтакте' })).toHaveValue('https://vk.com/anna.smirnova');
    expect(within(form).getByRole('textbox', { name: 'Ссылка на Telegram' })).toHaveValue('https://t.me/anna_smirnova');
  });

  it('lists the social links by their titles', async () => {
    renderRemote(remote, '/cabinet/profile');
    const socials = await screen.findByRole('list', { name: 'Соцсети' });
    expect(within(socials).getByRole('link', { name: 'ВКонтакте' })).toHaveAttribute('href', 'https://vk.com/anna.smirnova');
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

  it('offline keeps what was typed and saves nothing, with «Сохранить» disabled and why, until the user saves online', async () => {
    const user = userEvent.setup();
    renderRemote(remote, '/cabinet/profile');
    const name = within(await personalData()).getByRole('textbox', { name: 'Имя' });
    await user.clear(name);
    await user.type(name, 'Анна Петрова');
    act(() => onlineManager.setOnline(false));
    const save = within(await personalData()).getByRole('button', { name: 'Сохранить' });
    expect(save).toBeDisabled();
    expect(save).toHaveAccessibleDescription('Нет связи: это действие станет доступно, когда связь вернётся.');
    await user.type(name, '{Enter}');
    act(() => onlineManager.setOnline(true));
    expect(name).toHaveValue('Анна Петрова');
    expect(demoUser(db).name).toBe('Анна Смирнова');
    await user.click(save);
    expect(await screen.findByText('Профиль сохранён')).toBeInTheDocument();
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
    const url = within(form).getByRole('textbox', { name: 'Ссылка на Одноклассники' });
    await user.type(url, 'not-a-link');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(url).toHaveAttribute('aria-invalid', 'true'));
    expect(url).toHaveAccessibleDescription(/Неверный формат/);
  });

  it('refuses a link that only looks like its network, under its address, and sends nothing', async () => {
    const user = userEvent.setup();
    renderRemote(remote, '/cabinet/profile');
    const form = await personalData();
    const vk = within(form).getByRole('textbox', { name: 'Ссылка на ВКонтакте' });
    await user.clear(vk);
    await user.type(vk, 'https://vk.com@evil.example/');
    const telegram = within(form).getByRole('textbox', { name: 'Ссылка на Telegram' });
    await user.clear(telegram);
    await user.type(telegram, 'https://evil.example/t.me');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(vk).toHaveAccessibleDescription('Ссылка не должна содержать имя пользователя или пароль (часть до «@»)'));
    expect(telegram).toHaveAccessibleDescription('Ссылка должна вести на t.me или telegram.me');
    expect(demoUser(db).socials).toContainEqual({ type: 'vk', url: 'https://vk.com/anna.smirnova' });
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

describe('a user record from a backend that knows more', () => {
  beforeEach(() => {
    // What a real backend may answer: a network this client does not know, fields it does not know.
    demoUser(db).socials.push({ type: 'max', url: 'https://max.ru/anna' });
    Object.assign(demoUser(db), { two_factor_enabled: true, locale: 'ru' });
  });

  it('shows the profile, with the unknown network as «Неизвестно» and its plain address', async () => {
    renderRemote(remote, '/cabinet/profile');
    const socials = await screen.findByRole('list', { name: 'Соцсети' });
    expect(within(socials).getByRole('link', { name: 'Неизвестно: https://max.ru/anna' })).toHaveAttribute('href', 'https://max.ru/anna');
    expect(within(socials).getByRole('link', { name: 'ВКонтакте' })).toBeInTheDocument();
    expect(within(await personalData()).getByRole('textbox', { name: 'Ссылка на другую сеть' })).toHaveValue('https://max.ru/anna');
  });

  it('never links an address that is not http(s)', async () => {
    demoUser(db).socials = [{ type: 'vk', url: 'javascript:alert(1)' }];
    renderRemote(remote, '/cabinet/profile');
    const socials = await screen.findByRole('list', { name: 'Соцсети' });
    expect(within(socials).getByText('ВКонтакте')).toBeInTheDocument();
    expect(within(socials).queryByRole('link')).not.toBeInTheDocument();
  });

  it('saves other fields without touching the link it cannot send back', async () => {
    const user = userEvent.setup();
    renderRemote(remote, '/cabinet/profile');
    const phone = within(await personalData()).getByRole('textbox', { name: 'Телефон' });
    await user.clear(phone);
    await user.type(phone, '+7 900 000-00-00');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Профиль сохранён')).toBeInTheDocument();
    expect(demoUser(db).phone).toBe('+7 900 000-00-00');
    expect(demoUser(db).socials).toContainEqual({ type: 'max', url: 'https://max.ru/anna' });
  });

  it('asks to change or remove that link in words when the links are edited', async () => {
    const user = userEvent.setup();
    renderRemote(remote, '/cabinet/profile');
    const form = await personalData();
    await user.click(within(form).getByRole('button', { name: 'Удалить ссылку на Telegram' }));
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    const networks = within(form).getAllByRole('combobox', { name: 'Сеть' });
    await waitFor(() => expect(networks.at(-1)).toHaveAccessibleDescription(/выберите другую из списка или удалите ссылку/));
    expect(demoUser(db).socials).toHaveLength(3);
  });
});
