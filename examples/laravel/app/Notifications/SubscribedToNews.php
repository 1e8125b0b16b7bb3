<?php

namespace App\Notifications;

use Illuminate\Notifications\Messages\MailMessage;
use Illuminate\Notifications\Notification;

/** The landing page's subscription, confirmed by mail (an on-demand notification: no user behind it). */
class SubscribedToNews extends Notification
{
    public function via($notifiable)
    {
        return ['mail'];
    }

    public function toMail($notifiable)
    {
        return (new MailMessage)
            ->subject('Вы подписаны на новости')
            ->line('Спасибо за подписку! Мы будем присылать новости и анонсы событий.')
            ->action('Открыть сайт', config('cabinet.frontend_url').'/');
    }
}
