import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { configureApi, type CabinetEvent } from '@cabinet/runtime';
import { apiPath, renderRemote, setupApiServer } from '@cabinet/testing';
import remote from '../module.tsx';
import { eventsDomain } from '../testing/events-domain.ts';

const { server, db } = setupApiServer({ domains: [eventsDomain] });

beforeEach(() => configureApi({}, { retryDelay: 0 }));

const DAY_MS = 24 * 60 * 60 * 1000;

function upcomingEvent(id: number): CabinetEvent {
  const starts = Date.now() + id * DAY_MS;
  return {
    id,
    title: `Лекция №${id}`,
    description: 'Описание',
    starts_at: new Date(starts).toISOString(),
    ends_at: new Date(starts + 2 * 60 * 60 * 1000).toISOString(),
    location: 'Москва',
    cover_url: null,
    marked: false,
    marked_at: null,
  };
}

const eventList = () => screen.findByRole('list', { name: 'Список событий' });

describe('events list', () => {
  it('shows a loading state, then the upcoming events as cards linking to their pages', async () => {
    renderRemote(remote, '/cabinet/events');
    expect(screen.getByRole('status', { name: 'Загрузка событий' })).toBeInTheDocument();
    const list = await eventList();
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Открытая лекция «Архитектура Петербурга»',
      'Мастер-класс по гончарному делу',
      'Экскурсия по Казанскому кремлю',
    ]);
    expect(links[0]).toHaveAttribute('href', '/cabinet/events/1');
    expect(screen.getByRole('heading', { level: 1, name: 'События' })).toBeInTheDocument();
    expect(document.title).toBe('События — Кабинет');
  });

  it('marks the events the user attends with «Вы отмечены»', async () => {
    renderRemote(remote, '/cabinet/events');
    const list = await eventList();
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(second!).getByText('Вы отмечены')).toBeInTheDocument();
    expect(within(first!).queryByText('Вы отмечены')).not.toBeInTheDocument();
  });

  it('shows a cover only on the card of an event that has one: no empty picture box', async () => {
    renderRemote(remote, '/cabinet/events');
    const [first, second] = within(await eventList()).getAllByRole('listitem');
    expect(second!.querySelector('[data-slot="event-cover"] img')).toHaveAttribute(
      'src',
      'http://localhost:8000/storage/covers/board-games.webp',
    );
    expect(first!.querySelector('[data-slot="event-cover"]')).toBeNull();
  });

  it('shows the date range in Russian and the location', async () => {
    renderRemote(remote, '/cabinet/events');
    const [first] = within(await eventList()).getAllByRole('listitem');
    expect(within(first!).getByText(/\d{1,2} (января|февраля|марта|апреля|мая|июня|июля|августа|сентября|октября|ноября|декабря) \d{4}/)).toBeInTheDocument();
    expect(within(first!).getByText('Санкт-Петербург, Невский пр., 28')).toBeInTheDocument();
  });

  it('switches to past events with the «Прошедшие» tab, kept in the URL', async () => {
    const user = userEvent.setup();
    const { router } = renderRemote(remote, '/cabinet/events');
    await eventList();
    await user.click(screen.getByRole('link', { name: 'Прошедшие' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=past'));
    expect(await screen.findByRole('link', { name: 'Концерт камерной музыки' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Мастер-класс по гончарному делу' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Прошедшие' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens the tab and page the URL names', async () => {
    renderRemote(remote, '/cabinet/events?status=past');
    expect(await screen.findByRole('link', { name: 'Встреча книжного клуба: «Мастер и Маргарита»' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Прошедшие' })).toHaveAttribute('aria-current', 'page');
  });

  it('pages through a long list with the page in the URL', async () => {
    db.events = Array.from({ length: 20 }, (_, index) => upcomingEvent(index + 1));
    const user = userEvent.setup();
    const { router } = renderRemote(remote, '/cabinet/events');
    expect(within(await eventList()).getAllByRole('listitem')).toHaveLength(15);
    await user.click(screen.getByRole('link', { name: 'Страница 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    expect(await screen.findByRole('link', { name: 'Лекция №16' })).toBeInTheDocument();
    expect(within(await eventList()).getAllByRole('listitem')).toHaveLength(5);
  });

  it('says so when a tab has no events', async () => {
    db.events = db.events.filter((event) => Date.parse(event.ends_at) < Date.now());
    renderRemote(remote, '/cabinet/events');
    expect(await screen.findByText('Предстоящих событий нет')).toBeInTheDocument();
  });

  it('offers the first page when the URL names a page past the end', async () => {
    const user = userEvent.setup();
    const { router } = renderRemote(remote, '/cabinet/events?page=9');
    expect(await screen.findByText('На этой странице событий нет')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'К первой странице' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await eventList()).toBeInTheDocument();
  });

  it('lists the events of a backend that leaves out `cover_url`, without a picture', async () => {
    for (const event of db.events) delete (event as Partial<CabinetEvent>).cover_url;
    renderRemote(remote, '/cabinet/events');
    const list = await eventList();
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows an error with «Повторить», which loads the list again', async () => {
    server.use(http.get(apiPath('/api/cabinet/events'), () => HttpResponse.json({ message: 'Сервер недоступен' }, { status: 500 })));
    const user = userEvent.setup();
    renderRemote(remote, '/cabinet/events');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Не удалось загрузить события');
    expect(alert).toHaveTextContent('Сервер недоступен');
    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Повторить' }));
    expect(await eventList()).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
