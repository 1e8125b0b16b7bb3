import { onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configureApi, sharedQueryKeys, type CabinetNotification } from '@cabinet/runtime';
import { apiPath, recordRequests, renderRemote, setupApiServer } from '@cabinet/testing';
import remote from '../module.tsx';
import { notificationsDomain } from '../testing/notifications-domain.ts';

const { server, db } = setupApiServer({ domains: [notificationsDomain] });

beforeEach(() => configureApi({}, { retryDelay: 0 }));
afterEach(() => act(() => onlineManager.setOnline(true)));

const article = (title: string) => screen.findByRole('article', { name: title });

function unread(id: number): CabinetNotification {
  return { id, title: `Уведомление №${id}`, body: 'Текст', created_at: new Date(Date.now() - id * 60_000).toISOString(), read_at: null, link: null };
}

describe('marking read', () => {
  it('offline is disabled, for one and for all, with the reason, and sends nothing', async () => {
    const requests = recordRequests(server);
    renderRemote(remote, '/cabinet/notifications');
    const item = await article('Новое событие');
    act(() => onlineManager.setOnline(false));
    expect(within(item).getByRole('button', { name: 'Прочитано' })).toBeDisabled();
    const all = screen.getByRole('button', { name: 'Отметить все прочитанными' });
    expect(all).toBeDisabled();
    expect(all).toHaveAccessibleDescription('Нет связи: это действие станет доступно, когда связь вернётся.');
    act(() => onlineManager.setOnline(true));
    expect(within(item).getByRole('button', { name: 'Прочитано' })).toBeEnabled();
    expect(requests.filter((request) => request.url.pathname.includes('mark'))).toEqual([]);
  });

  it('shows one read and lowers the header badge before the server answers', async () => {
    const user = userEvent.setup();
    let answer: () => void = () => {};
    server.use(
      http.get(apiPath('/api/cabinet/notifications/:id/mark'), async () => {
        await new Promise<void>((resolve) => {
          answer = resolve;
        });
        return undefined;
      }),
    );
    const { queryClient } = renderRemote(remote, '/cabinet/notifications');
    queryClient.setQueryData(sharedQueryKeys.unreadNotificationsCount, 2);
    await user.click(within(await article('Новое событие')).getByRole('button', { name: 'Прочитано' }));
    expect(within(screen.getByRole('article', { name: 'Новое событие' })).queryByRole('button', { name: 'Прочитано' })).toBeNull();
    expect(screen.getByText('1 непрочитанное')).toBeInTheDocument();
    expect(queryClient.getQueryData(sharedQueryKeys.unreadNotificationsCount)).toBe(1);
    answer();
    expect(await screen.findByText('Уведомление отмечено как прочитанное')).toBeInTheDocument();
  });

  it('toasts the mark under «Непрочитанные» too, where the refetch takes the item away', async () => {
    const user = userEvent.setup();
    renderRemote(remote, '/cabinet/notifications?filter=unread');
    await user.click(within(await article('Новое событие')).getByRole('button', { name: 'Прочитано' }));
    expect(await screen.findByText('Уведомление отмечено как прочитанное')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Новое событие' })).toBeNull());
  });

  it('puts it back, with the reason in Russian, when the server refuses', async () => {
    const user = userEvent.setup();
    server.use(http.get(apiPath('/api/cabinet/notifications/:id/mark'), () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })));
    const { queryClient } = renderRemote(remote, '/cabinet/notifications');
    queryClient.setQueryData(sharedQueryKeys.unreadNotificationsCount, 2);
    await user.click(within(await article('Новое событие')).getByRole('button', { name: 'Прочитано' }));
    expect(await screen.findByText(/Ошибка на сервере|сервер/i)).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('article', { name: 'Новое событие' })).getByRole('button', { name: 'Прочитано' })).toBeEnabled());
    expect(screen.queryByText('Server Error')).not.toBeInTheDocument();
  });

  it('«Отметить все прочитанными» marks every unread one on every page, four calls at a time, with one toast', async () => {
    const user = userEvent.setup();
    db.notifications.push(...Array.from({ length: 30 }, (_, index) => unread(100 + index)));
    let inFlight = 0;
    let most = 0;
    server.use(
      http.get(apiPath('/api/cabinet/notifications/:id/mark'), async () => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 5));
        inFlight -= 1;
        return undefined;
      }),
    );
    const requests = recordRequests(server);
    const { queryClient } = renderRemote(remote, '/cabinet/notifications');
    queryClient.setQueryData(sharedQueryKeys.unreadNotificationsCount, 32);
    await user.click(await screen.findByRole('button', { name: 'Отметить все прочитанными' }));
    expect(queryClient.getQueryData(sharedQueryKeys.unreadNotificationsCount)).toBe(0);
    expect(await screen.findByText('Отмечено прочитанными: 32')).toBeInTheDocument();
    expect(db.notifications.every((item) => item.read_at !== null)).toBe(true);
    expect(requests.filter((request) => request.url.pathname.endsWith('/mark'))).toHaveLength(32);
    expect(most).toBeLessThanOrEqual(4);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Отметить все прочитанными' })).toBeDisabled());
  });

  it('says how many failed when some cannot be marked', async () => {
    const user = userEvent.setup();
    server.use(
      http.get(apiPath('/api/cabinet/notifications/1/mark'), () => HttpResponse.json({ message: 'Ошибка' }, { status: 500 })),
    );
    renderRemote(remote, '/cabinet/notifications');
    await user.click(await screen.findByRole('button', { name: 'Отметить все прочитанными' }));
    expect(await screen.findByText('Отмечено прочитанными: 1. Не удалось отметить: 1. Попробуйте ещё раз.')).toBeInTheDocument();
  });
});
