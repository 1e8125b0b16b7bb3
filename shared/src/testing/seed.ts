import type { CabinetEvent, CabinetNotification, Poll, User } from '../contract/index.ts';

/**
 * Seed records of the test db: a verified user, events around "now",
 * notifications (two unread) and polls in every status. Dates are relative
 * to the moment the db is created, so "upcoming" stays upcoming.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

function at(now: number, offsetMs: number): string {
  return new Date(now + offsetMs).toISOString();
}

const DEMO_EMAIL = 'demo@example.com';
const DEMO_PASSWORD = 'demo-password';

function seedUser(now: number): User {
  return {
    id: 1,
    name: 'Анна Смирнова',
    email: DEMO_EMAIL,
    email_verified_at: at(now, -90 * DAY_MS),
    avatar_url: null,
    phone: '+7 (912) 345-67-89',
    about: 'Методист городского центра культуры, веду лекторий по истории города.',
    socials: [
      { type: 'vk', url: 'https://vk.com/anna.smirnova' },
      { type: 'tg', url: 'https://t.me/anna_smirnova' },
    ],
    created_at: at(now, -90 * DAY_MS - HOUR_MS),
  };
}

function seedEvents(now: number): CabinetEvent[] {
  const event = (
    id: number,
    title: string,
    description: string,
    location: string,
    startsInDays: number,
    marked: boolean,
  ): CabinetEvent => ({
    id,
    title,
    description,
    starts_at: at(now, startsInDays * DAY_MS),
    ends_at: at(now, startsInDays * DAY_MS + 2 * HOUR_MS),
    location,
    cover_url: null,
    marked,
    marked_at: marked ? at(now, Math.min(startsInDays, 0) * DAY_MS - DAY_MS) : null,
  });
  return [
    event(1, 'Открытая лекция «Архитектура Петербурга»', 'Рассказ о том, как менялся облик города от Петра I до модерна.', 'Санкт-Петербург, Невский пр., 28', 3, false),
    event(2, 'Мастер-класс по гончарному делу', 'Научимся работать на гончарном круге; материалы выдаём на месте.', 'Москва, ул. Бауманская, 58', 7, true),
    event(3, 'Экскурсия по Казанскому кремлю', 'Пешая прогулка с гидом, около двух часов.', 'Казань, Кремлёвская ул., 2', 14, false),
    event(4, 'Встреча книжного клуба: «Мастер и Маргарита»', 'Обсуждаем роман Булгакова; чай и печенье за счёт клуба.', 'Екатеринбург, ул. Малышева, 36', -5, true),
    event(5, 'Концерт камерной музыки', 'Струнный квартет исполнит Чайковского и Шостаковича.', 'Новосибирск, Красный пр., 36', -20, false),
  ];
}

function seedNotifications(now: number): CabinetNotification[] {
  return [
    { id: 1, title: 'Новое событие', body: 'Открыта запись на экскурсию по Казанскому кремлю.', created_at: at(now, -2 * HOUR_MS), read_at: null, link: '/cabinet/events/3' },
    { id: 2, title: 'Новый опрос', body: 'Расскажите, какие мероприятия вам интересны.', created_at: at(now, -DAY_MS), read_at: null, link: '/cabinet/polls/1' },
    { id: 3, title: 'Профиль обновлён', body: 'Вы изменили номер телефона.', created_at: at(now, -3 * DAY_MS), read_at: at(now, -3 * DAY_MS + HOUR_MS), link: null },
    { id: 4, title: 'Добро пожаловать!', body: 'Спасибо за регистрацию в личном кабинете.', created_at: at(now, -90 * DAY_MS), read_at: at(now, -89 * DAY_MS), link: null },
  ];
}

function seedPolls(now: number): Poll[] {
  const base = { starts_at: at(now, -10 * DAY_MS), completed_at: null };
  return [
    {
      ...base,
      id: 1,
      title: 'Какие мероприятия вам интересны?',
      description: 'Помогите нам составить программу на следующий сезон.',
      status: 'new',
      ends_at: at(now, 20 * DAY_MS),
      questions_count: 5,
      answered_count: 0,
      questions: [
        { id: 1, text: 'Как часто вы посещаете наши мероприятия?', type: 'single', required: true, options: [{ id: 1, text: 'Каждую неделю' }, { id: 2, text: 'Раз в месяц' }, { id: 3, text: 'Реже' }], min: null, max: null, accept: [], answer: null },
        { id: 2, text: 'Какие форматы вам нравятся?', type: 'multiple', required: true, options: [{ id: 4, text: 'Лекции' }, { id: 5, text: 'Мастер-классы' }, { id: 6, text: 'Экскурсии' }, { id: 7, text: 'Концерты' }], min: 1, max: 3, accept: [], answer: null },
        { id: 3, text: 'Что бы вы хотели добавить в программу?', type: 'text', required: false, options: [], min: null, max: 1000, accept: [], answer: null },
        { id: 4, text: 'Сколько вам лет?', type: 'number', required: false, options: [], min: 14, max: 120, accept: [], answer: null },
        { id: 5, text: 'Приложите фото с любимого мероприятия', type: 'file', required: false, options: [], min: null, max: null, accept: ['image/jpeg', 'image/png'], answer: null },
      ],
    },
    {
      ...base,
      id: 2,
      title: 'Оценка мастер-класса',
      description: 'Несколько вопросов о прошедшем мастер-классе.',
      status: 'in_progress',
      ends_at: at(now, 5 * DAY_MS),
      questions_count: 2,
      answered_count: 1,
      questions: [
        { id: 6, text: 'Оцените мастер-класс от 1 до 10', type: 'number', required: true, options: [], min: 1, max: 10, accept: [], answer: 9 },
        { id: 7, text: 'Что можно улучшить?', type: 'text', required: true, options: [], min: 3, max: 500, accept: [], answer: null },
      ],
    },
    {
      ...base,
      id: 3,
      title: 'Удобство личного кабинета',
      description: 'Короткий опрос о новом кабинете.',
      status: 'completed',
      ends_at: null,
      questions_count: 1,
      answered_count: 1,
      completed_at: at(now, -2 * DAY_MS),
      questions: [
        { id: 8, text: 'Удобно ли пользоваться кабинетом?', type: 'single', required: true, options: [{ id: 8, text: 'Да' }, { id: 9, text: 'Нет' }], min: null, max: null, accept: [], answer: 8 },
      ],
    },
    {
      ...base,
      id: 4,
      title: 'Летний фестиваль',
      description: 'Опрос завершился до того, как вы его прошли.',
      status: 'closed',
      starts_at: at(now, -60 * DAY_MS),
      ends_at: at(now, -30 * DAY_MS),
      questions_count: 1,
      answered_count: 0,
      questions: [
        { id: 9, text: 'Придёте ли вы на фестиваль?', type: 'single', required: true, options: [{ id: 10, text: 'Да' }, { id: 11, text: 'Нет' }], min: null, max: null, accept: [], answer: null },
      ],
    },
  ];
}

export { DEMO_EMAIL, DEMO_PASSWORD, seedUser, seedEvents, seedNotifications, seedPolls };
