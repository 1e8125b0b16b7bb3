import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { configureApi } from '@cabinet/runtime';
import { setupApiServer } from '@cabinet/testing';
import { eventsDomain } from '../../testing/events-domain.ts';
import { eventOptions, getEvent } from '../get-event.ts';
import { eventsListOptions, getEvents } from '../get-events.ts';
import { markEvent, markEventMutationOptions } from '../mark-event.ts';

setupApiServer({ domains: [eventsDomain] });

beforeEach(() => configureApi({}, { retryDelay: 0 }));

describe('events calls', () => {
  it('query keys start with the domain and include every variable', () => {
    expect(eventsListOptions({ page: 2 }).queryKey).toEqual(['events', 'list', { page: 2 }]);
    expect(eventOptions(3).queryKey).toEqual(['events', 'detail', 3]);
  });

  it('getEvents returns a page and passes the filters', async () => {
    const page = await getEvents({ status: 'upcoming', per_page: 2 });
    expect(page.data).toHaveLength(2);
    expect(page.meta).toMatchObject({ per_page: 2, total: 3, last_page: 2 });
  });

  it('getEvent unwraps the event', async () => {
    await expect(getEvent(1)).resolves.toMatchObject({ id: 1, marked: false });
  });

  it('getEvent rejects a missing event with 404 and the server message', async () => {
    await expect(getEvent(999)).rejects.toMatchObject({ status: 404, message: 'Событие не найдено' });
  });

  it('markEvent marks attendance', async () => {
    await expect(markEvent(1)).resolves.toMatchObject({ id: 1, marked: true });
  });

  it('markEvent refuses an event that has ended with 422', async () => {
    await expect(markEvent(5)).rejects.toMatchObject({
      status: 422,
      fieldErrors: { event: ['Событие уже завершилось: отметиться нельзя'] },
    });
  });

  it('markEventMutationOptions puts the event into its detail cache', async () => {
    const client = new QueryClient();
    await new MutationObserver(client, markEventMutationOptions()).mutate(3);
    expect(client.getQueryData(eventOptions(3).queryKey)).toMatchObject({ marked: true });
  });
});
