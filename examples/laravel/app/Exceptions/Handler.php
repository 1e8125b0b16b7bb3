<?php

namespace App\Exceptions;

use Illuminate\Foundation\Exceptions\Handler as ExceptionHandler;

/**
 * Laravel 8's handler as the skeleton has it: nothing translated, on purpose.
 * What the front end receives is Laravel's own wording — 404
 * `No query results for model [App\Models\Event] 99999`, an unknown route
 * `{"message":""}`, 403 `Invalid signature.`, 419 `CSRF token mismatch.`,
 * 429 `Too Many Attempts.`, 500 `Server Error`, 422 `The given data was
 * invalid.` — so the suite proves the front end copes with it.
 */
class Handler extends ExceptionHandler
{
    protected $dontReport = [];

    protected $dontFlash = [
        'current_password',
        'password',
        'password_confirmation',
    ];

    public function register()
    {
        //
    }
}
