<?php

namespace App\Notifications;

use Illuminate\Notifications\Messages\MailMessage;

/**
 * To the new address after a profile's e-mail was changed: not the
 * registration letter. It names the account whose address changes and says
 * what to do when the reader did not ask for it (the address may have been
 * typed by mistake).
 */
class VerifyNewEmail extends VerifyEmail
{
    /** @var string */
    public $previousEmail;

    public function __construct(string $previousEmail)
    {
        $this->previousEmail = $previousEmail;
    }

    protected function message($notifiable, string $url): MailMessage
    {
        return (new MailMessage)
            ->subject('Подтвердите новый email')
            ->greeting("Здравствуйте, {$notifiable->name}!")
            ->line("Для учётной записи {$this->previousEmail} в личном кабинете указан новый адрес электронной почты — {$notifiable->email}.")
            ->action('Подтвердить новый email', $url)
            ->line('Ссылка действует '.config('auth.verification.expire', 60).' минут. Если вы не меняли адрес, не переходите по ссылке: адрес не будет подтверждён.');
    }
}
