<?php

namespace Database\Seeders;

use App\Models\User;
use App\Notifications\CabinetNotice;
use Illuminate\Database\Seeder;
use Illuminate\Notifications\DatabaseNotification;
use Illuminate\Support\Str;

/**
 * Laravel database notifications (UUID ids): 40 for the demo user, 9 of
 * them unread, and 3 for Ivan (another user's are a 404).
 */
class NotificationSeeder extends Seeder
{
    /** [title, body, link] */
    private const TEMPLATES = [
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

    public function run()
    {
        $demo = User::where('email', UserSeeder::DEMO_EMAIL)->firstOrFail();
        $other = User::where('email', UserSeeder::OTHER_EMAIL)->firstOrFail();

        for ($index = 39; $index >= 0; $index--) {
            $createdAt = now()->subHours($index * 37 + 2);
            $unread = $index < 7 || $index === 15 || $index === 28;
            $this->notify($demo, self::TEMPLATES[$index % count(self::TEMPLATES)], $createdAt, $unread ? null : $createdAt->copy()->addHours(5));
        }
        for ($index = 2; $index >= 0; $index--) {
            $this->notify($other, self::TEMPLATES[$index], now()->subHours($index * 20 + 1), null);
        }
    }

    /** What `$user->notify(new CabinetNotice(...))` stores, with a date in the past. */
    private function notify(User $user, array $template, $createdAt, $readAt): void
    {
        [$title, $body, $link] = $template;
        DatabaseNotification::create([
            'id' => (string) Str::uuid(),
            'type' => CabinetNotice::class,
            'notifiable_type' => $user->getMorphClass(),
            'notifiable_id' => $user->id,
            'data' => (new CabinetNotice($title, $body, $link))->toArray($user),
            'read_at' => $readAt,
            'created_at' => $createdAt,
            'updated_at' => $createdAt,
        ]);
    }
}
