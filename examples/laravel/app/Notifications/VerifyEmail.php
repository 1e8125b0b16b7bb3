<?php

namespace App\Notifications;

use Illuminate\Auth\Notifications\VerifyEmail as LaravelVerifyEmail;
use Illuminate\Notifications\Messages\MailMessage;

/**
 * Laravel's verification notification with the cabinet's words: the letter
 * after registration (and after signing in unverified). Its link is
 * Laravel's signed URL, pointed at the front end (AuthServiceProvider).
 */
class VerifyEmail extends LaravelVerifyEmail
{
    public function toMail($notifiable)
    {
        return $this->message($notifiable, $this->verificationUrl($notifiable));
    }

    protected function message($notifiable, string $url): MailMessage
    {
        return (new MailMessage)
            ->subject('Подтвердите email')
            ->greeting("Здравствуйте, {$notifiable->name}!")
            ->line('Подтвердите адрес электронной почты, чтобы войти в кабинет.')
            ->action('Подтвердить email', $url)
            ->line('Ссылка действует '.config('auth.verification.expire', 60).' минут. Если вы не регистрировались, ничего делать не нужно.');
    }
}
