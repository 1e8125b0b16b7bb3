import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupHostApi } from '../../__tests__/helpers/host-api.ts';
import { testRemotes } from '../../__tests__/helpers/remote-stub.tsx';
import { renderApp } from '../../__tests__/helpers/render-app.tsx';

const { server, db } = setupHostApi();

const block = (name: string) => screen.getByRole('region', { name });

async function openDashboard() {
  const app = await renderApp('/cabinet', { remotes: testRemotes });
  await screen.findByRole('heading', { level: 1, name: 'Кабинет' });
  return app;
}

describe('the dashboard', () => {
  it('greets the user under one heading', async () => {
    await openDashboard();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText(/Здравствуйте, Анна Смирнова!/)).toBeVisible();
  });

  it('shows the unread count and the latest unread notifications, linking to the unread list', async () => {
    await openDashboard();
    const notifications = block('Непрочитанные уведомления');
    expect(await within(notifications).findByRole('link', { name: 'Новое событие' })).toHaveAttribute('href', '/cabinet/events/3');
    expect(within(notifications).getByText('Новый опрос')).toBeVisible();
    expect(within(notifications).queryByText('Профиль обновлён')).not.toBeInTheDocument();
    await waitFor(() => expect(within(notifications).getByText('2')).toBeVisible());
    expect(within(notifications).getByRole('link', { name: 'Все уведомления' })).toHaveAttribute(
      'href',
      '/cabinet/notifications?filter=unread',
    );
  });

  it('lists the polls waiting for answers, begun ones first, each linking to its page', async () => {
    await openDashboard();
    const polls = block('Опросы ждут ответа');
    const links = await within(polls).findAllByRole('link', { name: /Оценка|Какие/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/cabinet/polls/2', '/cabinet/polls/1']);
    expect(within(polls).queryByText('Удобство личного кабинета')).not.toBeInTheDocument();
    expect(within(polls).getByRole('link', { name: 'Все опросы' })).toHaveAttribute('href', '/cabinet/polls');
  });

  it('lists the next events, soonest first, each linking to its page', async () => {
    await openDashboard();
    const events = block('Ближайшие события');
    const first = await within(events).findByRole('link', { name: 'Открытая лекция «Архитектура Петербурга»' });
    expect(first).toHaveAttribute('href', '/cabinet/events/1');
    expect(within(events).getByText(/вы отмечены/)).toBeVisible();
    expect(within(events).queryByText(/Концерт камерной музыки/)).not.toBeInTheDocument();
    expect(within(events).getByRole('link', { name: 'Все события' })).toHaveAttribute('href', '/cabinet/events');
  });

  it('shows each block loading until its data arrives', async () => {
    await renderApp('/cabinet', { remotes: testRemotes });
    expect(await screen.findByRole('status', { name: 'Загрузка: события' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Загрузка: опросы' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Загрузка: уведомления' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('status', { name: /Загрузка/ })).not.toBeInTheDocument());
  });

  it('says so when there is nothing to attend to', async () => {
    const now = new Date().toISOString();
    for (const notification of db.notifications) notification.read_at ??= now;
    db.polls = db.polls.filter((poll) => poll.status === 'completed' || poll.status === 'closed');
    db.events = db.events.filter((event) => event.ends_at < now);
    await openDashboard();
    expect(await screen.findByText('Все уведомления прочитаны')).toBeVisible();
    expect(await screen.findByText('Новых опросов нет')).toBeVisible();
    expect(await screen.findByText('Ближайших событий нет')).toBeVisible();
  });

  it('shows a failed block with «Повторить» while the others work, and recovers on retry', async () => {
    let failing = true;
    server.use(
      http.get('*/api/cabinet/events', () =>
        failing ? HttpResponse.json({ message: 'Сервис событий недоступен' }, { status: 503 }) : undefined,
      ),
    );
    await openDashboard();
    const events = block('Ближайшие события');
    expect(await within(events).findByRole('alert')).toHaveTextContent('Сервис событий недоступен');
    expect(await within(block('Опросы ждут ответа')).findByRole('link', { name: 'Оценка мастер-класса' })).toBeVisible();

    failing = false;
    await userEvent.click(within(events).getByRole('button', { name: 'Повторить' }));
    expect(await within(events).findByRole('link', { name: 'Открытая лекция «Архитектура Петербурга»' })).toBeVisible();
  });

  it('says a backend’s English failure in Russian: Laravel’s 500 «Server Error» is not shown', async () => {
    server.use(http.get('*/api/cabinet/events', () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })));
    await openDashboard();
    const alert = await within(block('Ближайшие события')).findByRole('alert');
    expect(alert).toHaveTextContent('Ошибка на сервере. Попробуйте ещё раз чуть позже.');
    expect(alert).not.toHaveTextContent('Server Error');
  });
});
