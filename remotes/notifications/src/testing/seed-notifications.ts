import type { CabinetNotification } from '@cabinet/runtime';
import { at, DAY_MS, HOUR_MS } from '@cabinet/testing';

/** Four notifications, newest first; two unread, two with a link into the cabinet. */
function seedNotifications(now: number): CabinetNotification[] {
  return [
    { id: 1, title: 'Новое событие', body: 'Открыта запись на экскурсию по Казанскому кремлю.', created_at: at(now, -2 * HOUR_MS), read_at: null, link: '/cabinet/events/3' },
    { id: 2, title: 'Новый опрос', body: 'Расскажите, какие мероприятия вам интересны.', created_at: at(now, -DAY_MS), read_at: null, link: '/cabinet/polls/1' },
    { id: 3, title: 'Профиль обновлён', body: 'Вы изменили номер телефона.', created_at: at(now, -3 * DAY_MS), read_at: at(now, -3 * DAY_MS + HOUR_MS), link: null },
    { id: 4, title: 'Добро пожаловать!', body: 'Спасибо за регистрацию в личном кабинете.', created_at: at(now, -90 * DAY_MS), read_at: at(now, -89 * DAY_MS), link: null },
  ];
}

export { seedNotifications };
