import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { configureApi } from '@cabinet/runtime';
import { recordRequests, renderRemote, setupApiServer } from '@cabinet/testing';
import remote from '../module.tsx';
import { eventsDomain } from '../testing/events-domain.ts';

const { server, db } = setupApiServer({ domains: [eventsDomain] });

beforeEach(() => configureApi({}, { retryDelay: 0 }));

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

  it('marks attendance with «Отметиться», then shows «Вы отмечены» and a toast', async () => {
    const user = userEvent.setup();
    renderRemote(remote, '/cabinet/events/1');
    await user.click(await screen.findByRole('button', { name: 'Отметиться' }));
    expect(await screen.findByText('Вы отмечены')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Отметиться' })).not.toBeInTheDocument();
    expect(await screen.findByText('Отметка о посещении сохранена')).toBeInTheDocument();
    expect(db.events.find((event) => event.id === 1)?.marked).toBe(true);
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

  it('toasts the server\'s Russian message when a past event cannot be marked (422)', async () => {
    const user = userEvent.setup();
    renderRemote(remote, '/cabinet/events/5');
    await user.click(await screen.findByRole('button', { name: 'Отметиться' }));
    expect(await screen.findByText('Событие уже завершилось: отметиться нельзя')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Отметиться' })).toBeEnabled();
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
