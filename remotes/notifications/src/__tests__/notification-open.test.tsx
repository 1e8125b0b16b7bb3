import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { configureApi } from '@cabinet/runtime';
import { renderRemote, setupApiServer } from '@cabinet/testing';
import remote from '../module.tsx';
import { notificationsDomain } from '../testing/notifications-domain.ts';

const { db } = setupApiServer({ domains: [notificationsDomain] });

beforeEach(() => configureApi({}, { retryDelay: 0 }));

const LONG = `Программа конференции обновлена.\nДобавлены две секции по аналитике данных и дизайну интерфейсов.\nРегистрация на мастер-классы открыта до пятницы.\nПодробности — на странице события, там же расписание залов и ссылки на трансляции.`;

describe('a notification opened in place', () => {
  it('cuts a long text to three lines until «Показать полностью», which opens it and marks it read', async () => {
    const user = userEvent.setup();
    db.notifications.push({ id: 50, title: 'Программа конференции', body: LONG, created_at: new Date().toISOString(), read_at: null, link: null });
    renderRemote(remote, '/cabinet/notifications');
    const item = await screen.findByRole('article', { name: 'Программа конференции' });
    const toggle = within(item).getByRole('button', { name: 'Показать полностью' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(item).getByText('Новое')).toBeInTheDocument();

    await user.click(toggle);
    expect(within(item).getByRole('button', { name: 'Свернуть' })).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(db.notifications.find((notification) => notification.id === 50)?.read_at).not.toBeNull());
    await waitFor(() => expect(within(screen.getByRole('article', { name: 'Программа конференции' })).queryByText('Новое')).toBeNull());
  });

  it('keeps one opened under «Непрочитанные» on screen while it is read', async () => {
    const user = userEvent.setup();
    db.notifications.push({ id: 50, title: 'Программа конференции', body: LONG, created_at: new Date().toISOString(), read_at: null, link: null });
    const { queryClient } = renderRemote(remote, '/cabinet/notifications?filter=unread');
    await user.click(within(await screen.findByRole('article', { name: 'Программа конференции' })).getByRole('button', { name: 'Показать полностью' }));
    await waitFor(() => expect(db.notifications.find((notification) => notification.id === 50)?.read_at).not.toBeNull());
    // The mark settled, and whatever it asked again has come back.
    await waitFor(() => expect(queryClient.isMutating()).toBe(0));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    const item = screen.getByRole('article', { name: 'Программа конференции' });
    expect(within(item).getByRole('button', { name: 'Свернуть' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(item).getByText(/Регистрация на мастер-классы открыта до пятницы/)).toBeInTheDocument();
  });

  it('shows a short text whole, with nothing to open', async () => {
    renderRemote(remote, '/cabinet/notifications');
    const item = await screen.findByRole('article', { name: 'Новое событие' });
    expect(within(item).getByText('Открыта запись на экскурсию по Казанскому кремлю.')).toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: 'Показать полностью' })).not.toBeInTheDocument();
  });
});
