import type { CabinetEvent, CabinetNotification, PollSummary } from '@cabinet/runtime';
import { at, DAY_MS, HOUR_MS } from '@cabinet/testing';

/** What the dashboard and the badge read: a few records of each section around "now". */

function summaryEvents(now: number): CabinetEvent[] {
  const event = (id: number, title: string, location: string, startsInDays: number, marked: boolean): CabinetEvent => ({
    id,
    title,
    description: '',
    starts_at: at(now, startsInDays * DAY_MS),
    ends_at: at(now, startsInDays * DAY_MS + 2 * HOUR_MS),
    location,
    cover_url: null,
    marked,
    marked_at: marked ? at(now, -DAY_MS) : null,
  });
  return [
    event(1, 'Открытая лекция «Архитектура Петербурга»', 'Санкт-Петербург, Невский пр., 28', 3, false),
    event(2, 'Мастер-класс по гончарному делу', 'Москва, ул. Бауманская, 58', 7, true),
    event(3, 'Экскурсия по Казанскому кремлю', 'Казань, Кремлёвская ул., 2', 14, false),
    event(4, 'Экскурсия по Великому Новгороду', 'Великий Новгород, Кремль', 21, false),
    event(5, 'Концерт камерной музыки', 'Новосибирск, Красный пр., 36', -20, false),
  ];
}

function summaryNotifications(now: number): CabinetNotification[] {
  const notification = (id: number, title: string, hoursAgo: number, read: boolean, link: string | null): CabinetNotification => ({
    id,
    title,
    body: `${title}: подробности в разделе.`,
    created_at: at(now, -hoursAgo * HOUR_MS),
    read_at: read ? at(now, -hoursAgo * HOUR_MS + HOUR_MS) : null,
    link,
  });
  return [
    notification(1, 'Новое событие', 2, false, '/cabinet/events/3'),
    notification(2, 'Новый опрос', 24, false, '/cabinet/polls/1'),
    notification(3, 'Профиль обновлён', 72, true, null),
  ];
}

function summaryPolls(now: number): PollSummary[] {
  const poll = (id: number, title: string, status: PollSummary['status'], answered: number): PollSummary => ({
    id,
    title,
    description: '',
    status,
    starts_at: at(now, -10 * DAY_MS),
    ends_at: at(now, 20 * DAY_MS),
    questions_count: 3,
    answered_count: answered,
    completed_at: status === 'completed' ? at(now, -DAY_MS) : null,
  });
  return [
    poll(1, 'Какие мероприятия вам интересны?', 'new', 0),
    poll(2, 'Оценка мастер-класса', 'in_progress', 1),
    poll(3, 'Удобство личного кабинета', 'completed', 3),
  ];
}

export { summaryEvents, summaryNotifications, summaryPolls };
