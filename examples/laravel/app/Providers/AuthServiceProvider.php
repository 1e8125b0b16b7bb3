<?php

namespace App\Providers;

use Illuminate\Auth\Notifications\ResetPassword;
use Illuminate\Auth\Notifications\VerifyEmail;
use Illuminate\Foundation\Support\Providers\AuthServiceProvider as ServiceProvider;
use Illuminate\Notifications\Messages\MailMessage;
use Illuminate\Support\Facades\URL;

/**
 * Laravel's own verification and reset notifications, pointed at the front
 * end's pages instead of this API's. The verification letters' words are in
 * App\Notifications\VerifyEmail and VerifyNewEmail.
 */
class AuthServiceProvider extends ServiceProvider
{
    public function boot()
    {
        $this->registerPolicies();

        // The front end's /verify/{id}/{hash} page with the signed API URL's
        // query as Laravel built it (expires, hash, id, signature — sorted),
        // or without id and hash (`cabinet.verification_link` = `path`). The
        // page sends the parameters to GET /api/cabinet/verify/email in that
        // sorted order: the `signed` middleware hashes the query in the order
        // it arrives.
        VerifyEmail::createUrlUsing(function ($notifiable) {
            $id = $notifiable->getKey();
            $hash = sha1($notifiable->getEmailForVerification());
            $signed = URL::temporarySignedRoute(
                'verification.verify',
                now()->addMinutes(config('auth.verification.expire', 60)),
                ['id' => $id, 'hash' => $hash]
            );
            $query = parse_url($signed, PHP_URL_QUERY);
            if (config('cabinet.verification_link') === 'path') {
                $query = implode('&', array_filter(explode('&', $query), function ($pair) {
                    return ! preg_match('/^(id|hash)=/', $pair);
                }));
            }

            return config('cabinet.frontend_url')."/verify/{$id}/{$hash}?{$query}";
        });

        ResetPassword::toMailUsing(function ($notifiable, string $token) {
            $url = config('cabinet.frontend_url').'/password-recovery?'.http_build_query([
                'token' => $token,
                'email' => $notifiable->getEmailForPasswordReset(),
            ]);

            return (new MailMessage)
                ->subject('Восстановление пароля')
                ->greeting("Здравствуйте, {$notifiable->name}!")
                ->line('Мы получили запрос на смену пароля для вашего кабинета.')
                ->action('Задать новый пароль', $url)
                ->line('Ссылка действует '.config('auth.passwords.users.expire').' минут и работает один раз. Если вы не запрашивали смену пароля, ничего делать не нужно.');
        });
    }
}
