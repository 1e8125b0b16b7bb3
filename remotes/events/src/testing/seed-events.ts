import type { CabinetEvent } from '@cabinet/runtime';
import { at, DAY_MS, HOUR_MS } from '@cabinet/testing';

/** Events around "now": three upcoming (one marked, with a cover), two past (one marked). */
function seedEvents(now: number): CabinetEvent[] {
  const event = (
    id: number,
    title: string,
    description: string,
    location: string,
    startsInDays: number,
    marked: boolean,
    cover: string | null = null,
  ): CabinetEvent => ({
    id,
    title,
    description,
    starts_at: at(now, startsInDays * DAY_MS),
    ends_at: at(now, startsInDays * DAY_MS + 2 * HOUR_MS),
    location,
    cover_url: cover,
    marked,
    marked_at: marked ? at(now, Math.min(startsInDays, 0) * DAY_MS - DAY_MS) : null,
  });
  return [
    event(1, 'Открытая лекция «Архитектура Петербурга»', 'Рассказ о том, как менялся облик города от Петра I до модерна.', 'Санкт-Петербург, Невский пр., 28', 3, false),
    event(2, 'Мастер-класс по гончарному делу', 'Научимся работать на гончарном круге; материалы выдаём на месте.', 'Москва, ул. Бауманская, 58', 7, true, 'http://localhost:8000/storage/covers/board-games.webp'),
    event(3, 'Экскурсия по Казанскому кремлю', 'Пешая прогулка с гидом, около двух часов.', 'Казань, Кремлёвская ул., 2', 14, false),
    event(4, 'Встреча книжного клуба: «Мастер и Маргарита»', 'Обсуждаем роман Булгакова; чай и печенье за счёт клуба.', 'Екатеринбург, ул. Малышева, 36', -5, true),
    event(5, 'Концерт камерной музыки', 'Струнный квартет исполнит Чайковского и Шостаковича.', 'Новосибирск, Красный пр., 36', -20, false),
  ];
}

export { seedEvents };
