import type { Db } from '../open-database.ts';
import { addHours, iso } from './time.ts';

/** [title, body, link] */
type NotificationSeed = [string, string, string | null];

const TEMPLATES: NotificationSeed[] = [
  ['Новое событие в календаре', 'Добавлено событие «Конференция „Цифровые сервисы для людей“». Отметьтесь, если планируете прийти.', '/cabinet/events/21'],
  ['Напоминание о событии', 'Завтра в 10:00 — вебинар «Новые возможности личного кабинета». Ссылка на трансляцию придёт за час до начала.', '/cabinet/events/18'],
  ['Новый опрос', 'Помогите нам улучшить кабинет: пройдите опрос «Удобство личного кабинета», это займёт около пяти минут.', '/cabinet/polls/1'],
  ['Опрос скоро закроется', 'До окончания опроса «Формат корпоративных мероприятий» осталось три дня.', '/cabinet/polls/3'],
  ['Изменение в расписании', 'Мастер-класс по фотографии перенесён на час позже. Место встречи прежнее.', '/cabinet/events/19'],
  ['Спасибо за участие', 'Благодарим за участие в опросе! Итоги опубликуем в конце месяца.', null],
  ['Профиль обновлён', 'Данные вашего профиля успешно сохранены.', '/cabinet/profile'],
  ['Новые материалы', 'Запись лекции «Финансовая грамотность для всех» и презентация доступны для просмотра.', 'https://example.com/materials/finance'],
  ['Итоги хакатона', 'Объявлены победители хакатона. Поздравляем команды «Северный ветер» и «Кодовое имя»!', null],
  ['Ответ оператора', 'Оператор ответил на ваше обращение: «Доступ к материалам открыт, проверьте раздел событий».', null],
  ['Приглашение', 'Вас пригласили на «Вечер настольных игр». Количество мест ограничено — отметьтесь заранее.', '/cabinet/events/22'],
  ['Технические работы', 'В ночь на субботу с 02:00 до 04:00 по Москве кабинет может быть недоступен.', null],
  ['Новый опрос', 'Опубликован опрос «Планы на обучение». Расскажите, какие темы вам интересны.', '/cabinet/polls/2'],
  ['Напоминание', 'Не забудьте взять сменную обувь на турнир по настольному теннису.', '/cabinet/events/16'],
];

/**
 * Inserts 40 notifications for `userId`, newest first in time, the newest seven
 * and two older ones unread; plus a few for `otherUserId` (to prove isolation).
 */
export function seedNotifications(db: Db, now: Date, userId: number, otherUserId: number): void {
  const insert = db.prepare(
    'INSERT INTO notifications (user_id, title, body, link, created_at, read_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  for (let index = 39; index >= 0; index -= 1) {
    const [title, body, link] = TEMPLATES[index % TEMPLATES.length] ?? ['Уведомление', 'Текст уведомления', null];
    const createdAt = addHours(now, -(index * 37 + 2));
    const unread = index < 7 || index === 15 || index === 28;
    insert.run(userId, title, body, link, iso(createdAt), unread ? null : iso(addHours(createdAt, 5)));
  }
  for (let index = 2; index >= 0; index -= 1) {
    const [title, body, link] = TEMPLATES[index] ?? ['Уведомление', 'Текст уведомления', null];
    insert.run(otherUserId, title, body, link, iso(addHours(now, -(index * 20 + 1))), null);
  }
}
