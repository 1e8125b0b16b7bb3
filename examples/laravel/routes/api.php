<?php

use App\Http\Controllers\Auth\EmailVerificationNotificationController;
use App\Http\Controllers\Auth\LoginController;
use App\Http\Controllers\Auth\LogoutController;
use App\Http\Controllers\Auth\RecoveryController;
use App\Http\Controllers\Auth\RegisterController;
use App\Http\Controllers\Auth\VerifyEmailController;
use App\Http\Controllers\EventController;
use App\Http\Controllers\MessageController;
use App\Http\Controllers\NotificationController;
use App\Http\Controllers\PollController;
use App\Http\Controllers\ProfileController;
use App\Http\Controllers\SetPollAnswersController;
use App\Http\Controllers\SubscribeController;
use Illuminate\Support\Facades\Route;

/*
| The Кабинет API (SPEC §7, DESIGN §5) under /api/cabinet. The `api` group
| (app/Http/Kernel.php) makes requests from the SPA's origin stateful —
| cookie session and CSRF — and `auth:sanctum` accepts that session or a
| Bearer personal access token; `verified` closes the sections while a
| changed e-mail awaits confirmation.
*/

Route::prefix('cabinet')->group(function () {
    Route::post('login', [LoginController::class, 'store']);
    Route::post('register', [RegisterController::class, 'store']);
    Route::get('verify/email', VerifyEmailController::class)->middleware('signed')->name('verification.verify');
    Route::post('recovery', RecoveryController::class);
    Route::post('subscribe', SubscribeController::class);

    Route::middleware('auth:sanctum')->group(function () {
        Route::post('logout', [LogoutController::class, 'destroy']);
        Route::post('email/verification-notification', EmailVerificationNotificationController::class)->middleware('throttle:6,1');

        // The profile stays open while a changed address awaits confirmation:
        // it is where a mistyped one is corrected.
        Route::get('user', [ProfileController::class, 'show']);
        Route::put('user/update', [ProfileController::class, 'update']);
        Route::post('user/upload-image', [ProfileController::class, 'uploadImage']);

        // Laravel's own `verified` middleware (403 «Your email address is not
        // verified.» to a JSON request) on the sections and on the message,
        // which carries the address to the operators.
        Route::middleware('verified')->group(function () {
            // Laravel's route throttle with its own (English) 429 message.
            Route::post('user/send-message', [MessageController::class, 'store'])->middleware('throttle:5,1');

            Route::get('events', [EventController::class, 'index']);
            Route::get('events/{event}', [EventController::class, 'show'])->whereNumber('event');
            Route::get('events/{event}/mark', [EventController::class, 'mark'])->whereNumber('event');

            Route::get('notifications', [NotificationController::class, 'index']);
            Route::get('notifications/{notification}/mark', [NotificationController::class, 'mark'])->whereUuid('notification');

            Route::get('polls', [PollController::class, 'index']);
            Route::put('polls/set-answer-questions', SetPollAnswersController::class);
            Route::get('polls/{poll}', [PollController::class, 'show'])->whereNumber('poll');
            Route::get('polls/{poll}/start', [PollController::class, 'start'])->whereNumber('poll');
        });
    });
});
