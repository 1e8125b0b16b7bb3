<?php

namespace App\Http\Controllers\Auth;

use App\Http\Controllers\Controller;
use Illuminate\Auth\Events\PasswordReset;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Hash;
use Illuminate\Support\Facades\Password;
use Illuminate\Support\Str;
use Illuminate\Validation\ValidationException;

/**
 * `POST /recovery`, with Laravel's password broker: `{email}` mails a reset
 * link to the front end's `/password-recovery?token&email` (the answer is the
 * same for unknown addresses); `{token, email, password,
 * password_confirmation}` sets the new password and signs the user out
 * everywhere.
 */
class RecoveryController extends Controller
{
    public function __invoke(Request $request)
    {
        if ($request->has('token')) {
            return $this->reset($request);
        }

        $request->merge(['email' => Str::lower((string) $request->input('email'))]);
        $request->validate(['email' => ['required', 'string', 'email']]);

        Password::sendResetLink($request->only('email'));

        return ['message' => __('passwords.sent_any')];
    }

    private function reset(Request $request)
    {
        $request->merge(['email' => Str::lower((string) $request->input('email'))]);
        $request->validate([
            'token' => ['required', 'string'],
            'email' => ['required', 'string', 'email'],
            'password' => ['required', 'string', 'min:8', 'max:255', 'confirmed'],
        ]);

        $status = Password::reset(
            $request->only('email', 'password', 'password_confirmation', 'token'),
            function ($user, $password) {
                $user->forceFill([
                    'password' => Hash::make($password),
                    'remember_token' => Str::random(60),
                    // The link proved the address.
                    'email_verified_at' => $user->email_verified_at ?? now(),
                ])->save();
                $user->tokens()->delete();
                DB::table('sessions')->where('user_id', $user->id)->delete();

                event(new PasswordReset($user));
            }
        );

        if ($status !== Password::PASSWORD_RESET) {
            throw ValidationException::withMessages(['token' => __($status)]);
        }

        return ['message' => __($status)];
    }
}
