<?php

namespace App\Providers;

use App\Mail\OutboxTransport;
use Illuminate\Support\Facades\Mail;
use Illuminate\Support\ServiceProvider;

class AppServiceProvider extends ServiceProvider
{
    public function boot()
    {
        // MAIL_MAILER=outbox: mail is kept for GET /_dev/mail instead of sent.
        Mail::extend('outbox', function () {
            return new OutboxTransport;
        });
    }
}
