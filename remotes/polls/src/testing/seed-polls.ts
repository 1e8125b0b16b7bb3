import type { Poll } from '@cabinet/runtime';
import { at, DAY_MS } from '@cabinet/testing';

/** Polls in every status: new (every question type), in progress, completed, closed. */
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

export { seedPolls };
