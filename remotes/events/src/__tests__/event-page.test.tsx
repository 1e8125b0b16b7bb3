import { onlineManager } from '@tanstack/react-query';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configureApi } from '@cabinet/runtime';
import { apiPath, recordRequests, renderRemote, setupApiServer } from '@cabinet/testing';
import { http, HttpResponse } from 'msw';
import remote from '../module.tsx';
import { eventsDomain } from '../testing/events-domain.ts';

const { server, db } = setupApiServer({ domains: [eventsDomain] });

beforeEach(() => configureApi({}, { retryDelay: 0 }));
afterEach(() => onlineManager.setOnline(true));

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('event page', () => {
  it('shows the event with its description', async () => {
    renderRemote(remote, '/cabinet/events/1');
    expect(screen.getByRole('status', { name: 'Загрузка события' })).toBeInTheDocument();
    expect(document.title).toBe('Событие — Кабинет');
    expect(await heading('Открытая лекция «Архитектура Петербурга»')).toBeInTheDocument();
    // The tab says which event this is.
    expect(document.title).toBe('Открытая лекция «Архитектура Петербурга» — Кабинет');
    expect(screen.getByText('Рассказ о том, как менялся облик города от Петра I до модерна.')).toBeInTheDocument();
    expect(screen.getByText('Санкт-Петербург, Невский пр., 28')).toBeInTheDocument();
  });

  it('shows an event’s cover in a box of fixed proportions, and no picture box for an event without one', async () => {
    renderRemote(remote, '/cabinet/events/2');
    await heading('Мастер-класс по гончарному делу');
    const cover = document.querySelector('[data-slot="event-cover"]');
    expect(cover?.querySelector('img')).toHaveAttribute('src', 'http://localhost:8000/storage/covers/board-games.webp');
    expect(cover).toHaveClass('aspect-[16/9]');
    cleanup();

    renderRemote(remote, '/cabinet/events/1');
    await heading('Открытая лекция «Архитектура Петербурга»');
    expect(document.querySelector('[data-slot="event-cover"]')).toBeNull();
  });

  it('marks attendance with «Отметиться», then shows «Вы отмечены» and a toast', async () => {
    const user = userEvent.setup();
    renderRemote(remote, '/cabinet/events/1');
    await user.click(await screen.findByRole('button', { name: 'Отметиться' }));
    expect(await screen.findByText('Вы отмечены')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Отметиться' })).not.toBeInTheDocument();
    expect(await screen.findByText('Отметка о посещении сохранена')).toBeInTheDocument();
    expect(db.events.find((event) => event.id === 1)?.marked).toBe(true);
  });

  it('keeps the event on screen offline, with «Отметиться» disabled and why; nothing is sent, then or once online', async () => {
    const requests = recordRequests(server);
    renderRemote(remote, '/cabinet/events/1');
    const mark = await screen.findByRole('button', { name: 'Отметиться' });
    act(() => onlineManager.setOnline(false));
    expect(screen.getByRole('heading', { level: 1, name: 'Открытая лекция «Архитектура Петербурга»' })).toBeInTheDocument();
    expect(mark).toBeDisabled();
    expect(mark).toHaveAccessibleDescription('Нет связи: это действие станет доступно, когда связь вернётся.');
    act(() => mark.click());
    act(() => onlineManager.setOnline(true));
    expect(mark).toBeEnabled();
    expect(mark).not.toHaveAccessibleDescription();
    expect(requests.filter((request) => request.url.pathname.endsWith('/mark'))).toEqual([]);
    expect(db.events.find((event) => event.id === 1)?.marked).toBe(false);
  });

  it('hands the focus from «Отметиться» to the «Вы отмечены» status', async () => {
    const user = userEvent.setup();
    renderRemote(remote, '/cabinet/events/1');
    await user.click(await screen.findByRole('button', { name: 'Отметиться' }));
    const status = await screen.findByText('Вы отмечены');
    await waitFor(() => {
      expect(document.activeElement).not.toBe(document.body);
      expect(document.activeElement?.contains(status)).toBe(true);
    });
  });

  it('shows an already marked event as «Вы отмечены» without the button', async () => {
    renderRemote(remote, '/cabinet/events/2');
    expect(await screen.findByText('Вы отмечены')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Отметиться' })).not.toBeInTheDocument();
  });

  it('says a past event is over instead of offering «Отметиться»', async () => {
    const requests = recordRequests(server);
    renderRemote(remote, '/cabinet/events/5');
    expect(await screen.findByText('Событие завершилось: отметиться уже нельзя.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Отметиться' })).not.toBeInTheDocument();
    expect(requests.filter((request) => request.url.pathname.endsWith('/mark'))).toHaveLength(0);
  });

  it('marks at once, with one request for a double click', async () => {
    const user = userEvent.setup();
    let answer: () => void = () => {};
    server.use(
      http.get(apiPath('/api/cabinet/events/1/mark'), async () => {
        await new Promise<void>((resolve) => {
          answer = resolve;
        });
        // Nothing returned: the domain's own handler answers.
        return undefined;
      }),
    );
    const requests = recordRequests(server);
    renderRemote(remote, '/cabinet/events/1');
    await user.dblClick(await screen.findByRole('button', { name: 'Отметиться' }));
    // Before the server has answered.
    expect(await screen.findByText('Вы отмечены')).toBeInTheDocument();
    answer();
    expect(await screen.findByText('Отметка о посещении сохранена')).toBeInTheDocument();
    expect(requests.filter((request) => request.url.pathname.endsWith('/mark'))).toHaveLength(1);
  });

  it('goes back to «Отметиться» with the server\'s Russian reason when it refuses', async () => {
    const user = userEvent.setup();
    server.use(
      http.get(apiPath('/api/cabinet/events/1/mark'), () =>
        HttpResponse.json({ message: 'Событие уже завершилось: отметиться нельзя', errors: { event: ['Событие уже завершилось: отметиться нельзя'] } }, { status: 422 }),
      ),
    );
    renderRemote(remote, '/cabinet/events/1');
    await user.click(await screen.findByRole('button', { name: 'Отметиться' }));
    expect(await screen.findByText('Событие уже завершилось: отметиться нельзя')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Отметиться' })).toBeEnabled();
    expect(screen.queryByText('Вы отмечены')).not.toBeInTheDocument();
  });

  it('says «Событие не найдено» for a 404', async () => {
    renderRemote(remote, '/cabinet/events/999');
    expect(await heading('Событие не найдено')).toBeInTheDocument();
  });

  it('does not ask the API about an id that cannot exist', async () => {
    const requests = recordRequests(server);
    renderRemote(remote, '/cabinet/events/abc');
    expect(await heading('Событие не найдено')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('leads back to the list with «Ко всем событиям»', async () => {
    const user = userEvent.setup();
    const { router } = renderRemote(remote, '/cabinet/events/1');
    await user.click(screen.getByRole('link', { name: 'Ко всем событиям' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cabinet/events'));
    expect(await heading('События')).toBeInTheDocument();
  });

  it('returns to the tab the event was opened from', async () => {
    const user = userEvent.setup();
    const { router } = renderRemote(remote, '/cabinet/events?status=past');
    await user.click(await screen.findByRole('link', { name: 'Концерт камерной музыки' }));
    expect(await heading('Концерт камерной музыки')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Ко всем событиям' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=past'));
  });
});
