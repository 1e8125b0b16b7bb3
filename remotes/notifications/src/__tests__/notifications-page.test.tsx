import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { configureApi, sharedQueryKeys, type CabinetNotification } from '@cabinet/runtime';
import { apiPath, renderRemote, setupApiServer } from '@cabinet/testing';
import remote from '../module.tsx';
import { notificationsDomain } from '../testing/notifications-domain.ts';

const { server, db } = setupApiServer({ domains: [notificationsDomain] });

beforeEach(() => configureApi({}, { retryDelay: 0 }));

const notificationList = () => screen.findByRole('list', { name: 'Список уведомлений' });
const article = (title: string) => screen.findByRole('article', { name: title });

function notification(id: number, changes: Partial<CabinetNotification> = {}): CabinetNotification {
  return {
    id,
    title: `Уведомление №${id}`,
    body: 'Текст',
    created_at: new Date(Date.now() - id * 60_000).toISOString(),
    read_at: null,
    link: null,
    ...changes,
  };
}

describe('notifications list', () => {
  it('shows a loading state, then the notifications, newest first', async () => {
    renderRemote(remote, '/cabinet/notifications');
    expect(screen.getByRole('status', { name: 'Загрузка уведомлений' })).toBeInTheDocument();
    const items = within(await notificationList()).getAllByRole('article');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Новое событие',
      'Новый опрос',
      'Профиль обновлён',
      'Добро пожаловать!',
    ]);
    expect(screen.getByText('2 непрочитанных')).toBeInTheDocument();
    expect(document.title).toBe('Уведомления — Кабинет');
  });

  it('marks unread ones «Новое» with a «Прочитано» button, read ones without', async () => {
    renderRemote(remote, '/cabinet/notifications');
    const unread = await article('Новое событие');
    expect(within(unread).getByText('Новое')).toBeInTheDocument();
    expect(within(unread).getByRole('button', { name: 'Прочитано' })).toBeInTheDocument();
    const read = await article('Профиль обновлён');
    expect(within(read).queryByText('Новое')).not.toBeInTheDocument();
    expect(within(read).queryByRole('button', { name: 'Прочитано' })).not.toBeInTheDocument();
  });

  it('marks one read with «Прочитано», toasts, and refreshes the unread badge\'s query', async () => {
    const user = userEvent.setup();
    const { queryClient } = renderRemote(remote, '/cabinet/notifications');
    // The host's nav badge reads the unread count under the runtime's shared key.
    queryClient.setQueryData(sharedQueryKeys.unreadNotificationsCount, 2);
    await user.click(within(await article('Новое событие')).getByRole('button', { name: 'Прочитано' }));
    expect(await screen.findByText('Уведомление отмечено как прочитанное')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('article', { name: 'Новое событие' })).queryByRole('button')).toBeNull());
    expect(db.notifications.find((item) => item.id === 1)?.read_at).not.toBeNull();
    expect(screen.getByText('1 непрочитанное')).toBeInTheDocument();
    expect(queryClient.getQueryState(sharedQueryKeys.unreadNotificationsCount)?.isInvalidated).toBe(true);
  });

  it('keeps the focus on the notification when «Прочитано» goes away', async () => {
    const user = userEvent.setup();
    renderRemote(remote, '/cabinet/notifications');
    const item = await article('Новое событие');
    await user.click(within(item).getByRole('button', { name: 'Прочитано' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('article', { name: 'Новое событие' })));
  });

  it('shows only unread ones under «Непрочитанные», kept in the URL', async () => {
    const user = userEvent.setup();
    const { router } = renderRemote(remote, '/cabinet/notifications');
    await notificationList();
    await user.click(screen.getByRole('link', { name: 'Непрочитанные' }));
    await waitFor(() => expect(router.state.location.search).toBe('?filter=unread'));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Профиль обновлён' })).not.toBeInTheDocument());
    expect(within(await notificationList()).getAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Непрочитанные' })).toHaveAttribute('aria-current', 'page');
  });

  it('says so when nothing is unread', async () => {
    for (const item of db.notifications) item.read_at ??= new Date().toISOString();
    renderRemote(remote, '/cabinet/notifications?filter=unread');
    expect(await screen.findByText('Непрочитанных уведомлений нет')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Показать все' })).toBeInTheDocument();
  });

  it('says so when there are no notifications at all', async () => {
    db.notifications = [];
    renderRemote(remote, '/cabinet/notifications');
    expect(await screen.findByText('Уведомлений нет')).toBeInTheDocument();
  });

  it('pages through a long list with the page in the URL', async () => {
    db.notifications = Array.from({ length: 20 }, (_, index) => notification(index + 1));
    const user = userEvent.setup();
    const { router } = renderRemote(remote, '/cabinet/notifications');
    expect(within(await notificationList()).getAllByRole('article')).toHaveLength(15);
    await user.click(screen.getByRole('link', { name: 'Страница 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    expect(await article('Уведомление №16')).toBeInTheDocument();
  });

  it('shows an error with «Повторить», which loads the list again', async () => {
    server.use(
      http.get(apiPath('/api/cabinet/notifications'), () => HttpResponse.json({ message: 'Сервер недоступен' }, { status: 500 })),
    );
    const user = userEvent.setup();
    renderRemote(remote, '/cabinet/notifications');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Не удалось загрузить уведомления');
    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Повторить' }));
    expect(await notificationList()).toBeInTheDocument();
  });
});

describe('notification links', () => {
  it('leads to a cabinet page with «Перейти» and counts as reading it', async () => {
    const user = userEvent.setup();
    const { router } = renderRemote(remote, '/cabinet/notifications');
    const link = within(await article('Новое событие')).getByRole('link', { name: 'Перейти' });
    expect(link).toHaveAttribute('href', '/cabinet/events/3');
    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/cabinet/events/3'));
    await waitFor(() => expect(db.notifications.find((item) => item.id === 1)?.read_at).not.toBeNull());
  });

  it('opens an external link in a new tab', async () => {
    db.notifications = [notification(1, { link: 'https://example.org/news' })];
    renderRemote(remote, '/cabinet/notifications');
    const link = within(await article('Уведомление №1')).getByRole('link', { name: /Перейти/ });
    expect(link).toHaveAttribute('href', 'https://example.org/news');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('renders no link for a notification without one, or with an unsafe one', async () => {
    db.notifications = [notification(1), notification(2, { link: 'javascript:alert(1)' })];
    renderRemote(remote, '/cabinet/notifications');
    await notificationList();
    expect(screen.queryByRole('link', { name: /Перейти/ })).not.toBeInTheDocument();
  });
});
