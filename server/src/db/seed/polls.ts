import type { Db } from '../open-database.ts';
import { addHours, dayAt, iso } from './time.ts';

type QuestionSeed =
  | { type: 'single'; text: string; required: boolean; options: string[] }
  | { type: 'multiple'; text: string; required: boolean; options: string[]; min?: number; max?: number }
  | { type: 'text'; text: string; required: boolean; min?: number; max?: number }
  | { type: 'number'; text: string; required: boolean; min?: number; max?: number }
  | { type: 'file'; text: string; required: boolean; accept: string[] };

/**
 * The demo user's progress: `answers` by question index (option index for
 * single, option indexes for multiple, raw value otherwise).
 */
interface AttemptSeed {
  completed: boolean;
  answers: Record<number, number | number[] | string>;
}

interface PollSeed {
  title: string;
  description: string;
  startsInDays: number;
  endsInDays: number | null;
  questions: QuestionSeed[];
  demo?: AttemptSeed;
}

const POLLS: PollSeed[] = [
  {
    // in_progress for the demo user: one required question answered, two to go.
    title: 'Удобство личного кабинета',
    description: 'Расскажите, что вам нравится в кабинете и что стоит улучшить. Ответы анонимны и помогут нам расставить приоритеты.',
    startsInDays: -10,
    endsInDays: 20,
    questions: [
      { type: 'single', text: 'Как часто вы заходите в личный кабинет?', required: true, options: ['Каждый день', 'Несколько раз в неделю', 'Раз в неделю', 'Реже'] },
      { type: 'multiple', text: 'Какими разделами вы пользуетесь? (от одного до трёх)', required: true, options: ['События', 'Уведомления', 'Опросы', 'Профиль', 'Сообщения операторам'], min: 1, max: 3 },
      { type: 'text', text: 'Что бы вы хотели улучшить?', required: false, max: 1000 },
      { type: 'number', text: 'Оцените удобство кабинета по шкале от 1 до 10', required: true, min: 1, max: 10 },
    ],
    demo: { completed: false, answers: { 0: 1 } },
  },
  {
    title: 'Планы на обучение',
    description: 'Мы формируем программу курсов на следующий квартал. Выберите интересные темы и, если хотите, приложите резюме или сертификат.',
    startsInDays: -3,
    endsInDays: 30,
    questions: [
      { type: 'multiple', text: 'Какие темы вам интересны?', required: true, options: ['Управление проектами', 'Аналитика данных', 'Дизайн интерфейсов', 'Публичные выступления', 'Английский язык', 'Финансы'], min: 1, max: 4 },
      { type: 'single', text: 'Какой формат занятий удобнее?', required: true, options: ['Очно', 'Онлайн', 'Смешанный'] },
      { type: 'number', text: 'Сколько часов в неделю вы готовы уделять обучению?', required: true, min: 1, max: 40 },
      { type: 'file', text: 'Приложите резюме или сертификат (PDF, JPEG или PNG)', required: false, accept: ['application/pdf', 'image/jpeg', 'image/png'] },
      { type: 'text', text: 'Комментарий', required: false, min: 10, max: 2000 },
    ],
  },
  {
    title: 'Формат корпоративных мероприятий',
    description: 'Какие мероприятия проводить чаще? Ваш выбор определит календарь на следующий сезон.',
    startsInDays: -20,
    endsInDays: 3,
    questions: [
      { type: 'single', text: 'Какой формат вам ближе?', required: true, options: ['Выездные мероприятия', 'Вечера в городе', 'Онлайн-встречи'] },
      { type: 'multiple', text: 'Что обязательно должно быть на мероприятии?', required: false, options: ['Еда и напитки', 'Музыка', 'Активные игры', 'Лекции', 'Фотограф'] },
      { type: 'text', text: 'Ваши идеи', required: true, min: 5, max: 1000 },
    ],
    demo: { completed: true, answers: { 0: 0, 1: [0, 4], 2: 'Хочется больше выездов на природу и совместных походов.' } },
  },
  {
    title: 'Оценка весеннего семинара',
    description: 'Опрос о прошедшем семинаре. Приём ответов завершён.',
    startsInDays: -40,
    endsInDays: -5,
    questions: [
      { type: 'number', text: 'Оцените семинар от 1 до 5', required: true, min: 1, max: 5 },
      { type: 'text', text: 'Что запомнилось больше всего?', required: false, max: 1000 },
    ],
  },
  {
    title: 'Питание в офисе',
    description: 'Выбираем нового поставщика обедов. Опрос открыт бессрочно.',
    startsInDays: -1,
    endsInDays: null,
    questions: [
      { type: 'single', text: 'Где вы обычно обедаете?', required: true, options: ['В офисе', 'В кафе рядом', 'Приношу с собой', 'Не обедаю'] },
      { type: 'multiple', text: 'Какие блюда вы бы хотели видеть в меню?', required: false, options: ['Супы', 'Салаты', 'Вегетарианские блюда', 'Выпечка', 'Блюда дня'], max: 3 },
      { type: 'number', text: 'Сколько вы готовы тратить на обед, ₽?', required: false, min: 100, max: 2000 },
    ],
  },
  {
    // closed for the demo user: started, never finished, ended.
    title: 'Документы для конференции',
    description: 'Сбор материалов участников для сборника конференции. Приём завершён.',
    startsInDays: -30,
    endsInDays: -2,
    questions: [
      { type: 'text', text: 'Название доклада', required: true, min: 5, max: 200 },
      { type: 'file', text: 'Тезисы доклада (PDF)', required: true, accept: ['application/pdf'] },
      { type: 'single', text: 'Нужен ли проектор?', required: false, options: ['Да', 'Нет'] },
    ],
    demo: { completed: false, answers: { 0: 'Цифровые сервисы в малом бизнесе' } },
  },
];

export function seedPolls(db: Db, now: Date, userId: number): void {
  const insertPoll = db.prepare('INSERT INTO polls (title, description, starts_at, ends_at) VALUES (?, ?, ?, ?)');
  const insertQuestion = db.prepare(
    'INSERT INTO poll_questions (poll_id, position, text, type, required, min, max, accept) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const insertOption = db.prepare('INSERT INTO poll_question_options (question_id, position, text) VALUES (?, ?, ?)');
  const insertAttempt = db.prepare(
    'INSERT INTO poll_attempts (poll_id, user_id, started_at, completed_at) VALUES (?, ?, ?, ?)',
  );
  const insertAnswer = db.prepare(
    'INSERT INTO poll_answers (attempt_id, question_id, value, updated_at) VALUES (?, ?, ?, ?)',
  );

  for (const poll of POLLS) {
    const startsAt = dayAt(now, poll.startsInDays, 6);
    const endsAt = poll.endsInDays === null ? null : dayAt(now, poll.endsInDays, 20, 59);
    const pollId = Number(insertPoll.run(poll.title, poll.description, iso(startsAt), endsAt && iso(endsAt)).lastInsertRowid);
    const questionIds: number[] = [];
    const optionIds: number[][] = [];
    poll.questions.forEach((question, position) => {
      const min = 'min' in question ? (question.min ?? null) : null;
      const max = 'max' in question ? (question.max ?? null) : null;
      const accept = question.type === 'file' ? question.accept : [];
      const questionId = Number(
        insertQuestion.run(pollId, position, question.text, question.type, question.required ? 1 : 0, min, max, JSON.stringify(accept))
          .lastInsertRowid,
      );
      questionIds.push(questionId);
      const options = question.type === 'single' || question.type === 'multiple' ? question.options : [];
      optionIds.push(options.map((text, index) => Number(insertOption.run(questionId, index, text).lastInsertRowid)));
    });

    if (!poll.demo) continue;
    const startedAt = addHours(startsAt, 30);
    const attemptId = Number(
      insertAttempt.run(pollId, userId, iso(startedAt), poll.demo.completed ? iso(addHours(startedAt, 1)) : null).lastInsertRowid,
    );
    for (const [indexText, raw] of Object.entries(poll.demo.answers)) {
      const index = Number(indexText);
      const question = poll.questions[index];
      const options = optionIds[index] ?? [];
      let value: unknown = raw;
      if (question?.type === 'single' && typeof raw === 'number') value = options[raw];
      if (question?.type === 'multiple' && Array.isArray(raw)) value = raw.map((option) => options[option]);
      insertAnswer.run(attemptId, questionIds[index], JSON.stringify(value), iso(startedAt));
    }
  }
}
