<?php

namespace App\Http\Controllers\Auth;

use App\Http\Controllers\Controller;
use Illuminate\Http\Request;

/**
 * `POST /email/verification-notification` (Breeze's controller, answering
 * `{message}`): a new link for a signed-in user whose changed address awaits
 * confirmation. The route is behind `auth:sanctum` and `throttle:6,1`.
 */
class EmailVerificationNotificationController extends Controller
{
    public function __invoke(Request $request)
    {
        if ($request->user()->hasVerifiedEmail()) {
            return ['message' => 'Email уже подтверждён.'];
        }

        $request->user()->sendEmailVerificationNotification();

        return ['message' => 'Мы отправили письмо со ссылкой на '.$request->user()->email.'.'];
    }
}
