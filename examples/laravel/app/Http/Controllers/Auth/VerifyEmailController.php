<?php

namespace App\Http\Controllers\Auth;

use App\Http\Controllers\Controller;
use App\Models\User;
use Illuminate\Auth\Events\Verified;
use Illuminate\Http\Request;

/**
 * `GET /verify/email?expires&hash&id&signature`, behind Laravel's `signed`
 * middleware: the signature covers this URL with its query *in the order it
 * arrives*, so the front end must send the query as the mailed link has it.
 */
class VerifyEmailController extends Controller
{
    public function __invoke(Request $request)
    {
        $user = User::findOrFail($request->query('id'));

        if (! hash_equals(sha1($user->getEmailForVerification()), (string) $request->query('hash'))) {
            abort(403);
        }

        if ($user->hasVerifiedEmail()) {
            return ['message' => 'Email уже подтверждён. Можно войти.'];
        }

        $user->markEmailAsVerified();
        event(new Verified($user));

        return ['message' => 'Email подтверждён. Теперь вы можете войти.'];
    }
}
