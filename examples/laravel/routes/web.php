<?php

use App\Http\Controllers\PollFileController;
use Illuminate\Support\Facades\Route;

// The SPA's pages live on the front end's own server; this app answers JSON only.
// GET /sanctum/csrf-cookie is Sanctum's route (Laravel\Sanctum\SanctumServiceProvider).

// A poll's file, through the signed link of its poll (App\Polls\PollFileLink). In `web`:
// a link opened in the browser carries the session cookie but no Referer, so Sanctum's
// stateful `api` group would not start the session.
Route::get('api/cabinet/poll-files/{user}/{file}', PollFileController::class)
    ->where(['user' => '[0-9]+', 'file' => '[A-Za-z0-9]+\.[a-z0-9]+'])
    ->name('poll-files.show');
