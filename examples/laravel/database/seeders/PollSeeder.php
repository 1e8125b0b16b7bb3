<?php

namespace Database\Seeders;

use App\Models\Poll;
use App\Models\PollAnswer;
use App\Models\PollAttempt;
use App\Models\PollQuestion;
use App\Models\User;
use Illuminate\Database\Seeder;

/** Six polls with every question type and, for the demo user, every status. */
class PollSeeder extends Seeder
{
    public function run()
    {
        $demo = User::where('email', UserSeeder::DEMO_EMAIL)->firstOrFail();

        foreach ($this->polls() as $seed) {
            $startsAt = now()->startOfDay()->addDays($seed['starts'])->addHours(6);
            $poll = Poll::forceCreate([
                'title' => $seed['title'],
                'description' => $seed['description'],
                'starts_at' => $startsAt,
                'ends_at' => $seed['ends'] === null ? null : now()->startOfDay()->addDays($seed['ends'])->setTime(20, 59),
            ]);

            $questions = [];
            foreach ($seed['questions'] as $position => $q) {
                $question = PollQuestion::forceCreate([
                    'poll_id' => $poll->id,
                    'position' => $position,
                    'text' => $q['text'],
                    'type' => $q['type'],
                    'required' => $q['required'],
                    'min' => $q['min'] ?? null,
                    'max' => $q['max'] ?? null,
                    'accept' => $q['accept'] ?? [],
                ]);
                foreach ($q['options'] ?? [] as $index => $text) {
                    $question->options()->create(['position' => $index, 'text' => $text]);
                }
                $questions[] = $question->load('options');
            }

            if (! isset($seed['demo'])) {
                continue;
            }
            $startedAt = $startsAt->copy()->addHours(30);
            $attempt = PollAttempt::create([
                'poll_id' => $poll->id,
                'user_id' => $demo->id,
                'started_at' => $startedAt,
                'completed_at' => $seed['demo']['completed'] ? $startedAt->copy()->addHour() : null,
            ]);
            foreach ($seed['demo']['answers'] as $index => $raw) {
                $question = $questions[$index];
                $options = $question->options->pluck('id')->all();
                $value = $question->type === 'single' ? $options[$raw]
                    : ($question->type === 'multiple' ? array_map(function ($i) use ($options) {
                        return $options[$i];
                    }, $raw) : $raw);
                PollAnswer::forceCreate(['attempt_id' => $attempt->id, 'question_id' => $question->id, 'value' => $value]);
            }
        }
    }

    private function polls(): array
    {
        return [
            [
                // in_progress for the demo user: one required question answered.
                'title' => 'Удобство личного кабинета',
                'description' => 'Расскажите, что вам нравится в кабинете и что стоит улучшить. Ответы анонимны и помогут нам расставить приоритеты.',
                'starts' => -10, 'ends' => 20,
                'questions' => [
                    ['type' => 'single', 'text' => 'Как часто вы заходите в личный кабинет?', 'required' => true, 'options' => ['Каждый день', 'Несколько раз в неделю', 'Раз в неделю', 'Реже']],
                    ['type' => 'multiple', 'text' => 'Какими разделами вы пользуетесь? (от одного до трёх)', 'required' => true, 'options' => ['События', 'Уведомления', 'Опросы', 'Профиль', 'Сообщения операторам'], 'min' => 1, 'max' => 3],
                    ['type' => 'text', 'text' => 'Что бы вы хотели улучшить?', 'required' => false, 'max' => 1000],
                    ['type' => 'number', 'text' => 'Оцените удобство кабинета по шкале от 1 до 10', 'required' => true, 'min' => 1, 'max' => 10],
                ],
                'demo' => ['completed' => false, 'answers' => [0 => 1]],
            ],
            [
                'title' => 'Планы на обучение',
                'description' => 'Мы формируем программу курсов на следующий квартал. Выберите интересные темы и, если хотите, приложите резюме или сертификат.',
                'starts' => -3, 'ends' => 30,
                'questions' => [
                    ['type' => 'multiple', 'text' => 'Какие темы вам интересны?', 'required' => true, 'options' => ['Управление проектами', 'Аналитика данных', 'Дизайн интерфейсов', 'Публичные выступления', 'Английский язык', 'Финансы'], 'min' => 1, 'max' => 4],
                    ['type' => 'single', 'text' => 'Какой формат занятий удобнее?', 'required' => true, 'options' => ['Очно', 'Онлайн', 'Смешанный']],
                    ['type' => 'number', 'text' => 'Сколько часов в неделю вы готовы уделять обучению?', 'required' => true, 'min' => 1, 'max' => 40],
                    ['type' => 'file', 'text' => 'Приложите резюме или сертификат (PDF, JPEG или PNG)', 'required' => false, 'accept' => ['application/pdf', 'image/jpeg', 'image/png']],
                    ['type' => 'text', 'text' => 'Комментарий', 'required' => false, 'min' => 10, 'max' => 2000],
                ],
            ],
            [
                'title' => 'Формат корпоративных мероприятий',
                'description' => 'Какие мероприятия проводить чаще? Ваш выбор определит календарь на следующий сезон.',
                'starts' => -20, 'ends' => 3,
                'questions' => [
                    ['type' => 'single', 'text' => 'Какой формат вам ближе?', 'required' => true, 'options' => ['Выездные мероприятия', 'Вечера в городе', 'Онлайн-встречи']],
                    ['type' => 'multiple', 'text' => 'Что обязательно должно быть на мероприятии?', 'required' => false, 'options' => ['Еда и напитки', 'Музыка', 'Активные игры', 'Лекции', 'Фотограф']],
                    ['type' => 'text', 'text' => 'Ваши идеи', 'required' => true, 'min' => 5, 'max' => 1000],
                ],
                'demo' => ['completed' => true, 'answers' => [0 => 0, 1 => [0, 4], 2 => 'Хочется больше выездов на природу и совместных походов.']],
            ],
            [
                'title' => 'Оценка весеннего семинара',
                'description' => 'Опрос о прошедшем семинаре. Приём ответов завершён.',
                'starts' => -40, 'ends' => -5,
                'questions' => [
                    ['type' => 'number', 'text' => 'Оцените семинар от 1 до 5', 'required' => true, 'min' => 1, 'max' => 5],
                    ['type' => 'text', 'text' => 'Что запомнилось больше всего?', 'required' => false, 'max' => 1000],
                ],
            ],
            [
                'title' => 'Питание в офисе',
                'description' => 'Выбираем нового поставщика обедов. Опрос открыт бессрочно.',
                'starts' => -1, 'ends' => null,
                'questions' => [
                    ['type' => 'single', 'text' => 'Где вы обычно обедаете?', 'required' => true, 'options' => ['В офисе', 'В кафе рядом', 'Приношу с собой', 'Не обедаю']],
                    ['type' => 'multiple', 'text' => 'Какие блюда вы бы хотели видеть в меню?', 'required' => false, 'options' => ['Супы', 'Салаты', 'Вегетарианские блюда', 'Выпечка', 'Блюда дня'], 'max' => 3],
                    ['type' => 'number', 'text' => 'Сколько вы готовы тратить на обед, ₽?', 'required' => false, 'min' => 100, 'max' => 2000],
                ],
            ],
            [
                // closed for the demo user: started, never finished, ended.
                'title' => 'Документы для конференции',
                'description' => 'Сбор материалов участников для сборника конференции. Приём завершён.',
                'starts' => -30, 'ends' => -2,
                'questions' => [
                    ['type' => 'text', 'text' => 'Название доклада', 'required' => true, 'min' => 5, 'max' => 200],
                    ['type' => 'file', 'text' => 'Тезисы доклада (PDF)', 'required' => true, 'accept' => ['application/pdf']],
                    ['type' => 'single', 'text' => 'Нужен ли проектор?', 'required' => false, 'options' => ['Да', 'Нет']],
                ],
                'demo' => ['completed' => false, 'answers' => [0 => 'Цифровые сервисы в малом бизнесе']],
            ],
        ];
    }
}
