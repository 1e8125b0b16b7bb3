<?php

use App\Http\Controllers\DevController;
use Illuminate\Support\Facades\Route;

// Loaded only while config('cabinet.dev_outbox') is on; no session, no CSRF.

Route::get('_dev/mail', [DevController::class, 'mail']);
Route::post('_dev/verification-mail', [DevController::class, 'verificationMail']);
Route::delete('_dev/sessions', [DevController::class, 'destroySessions']);
