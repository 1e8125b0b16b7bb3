<?php

namespace App\Http\Controllers\Auth;

use App\Http\Controllers\Controller;
use App\Http\Requests\LoginRequest;
use App\Http\Resources\UserResource;
use App\Models\User;
use Illuminate\Http\Exceptions\ThrottleRequestsException;
use Illuminate\Support\Facades\Auth;
use Illuminate\Support\Facades\Hash;
use Illuminate\Support\Facades\RateLimiter;
use Illuminate\Validation\ValidationException;

/**
 * `POST /login`. Cookie mode: the user goes into the session (Sanctum's SPA
 * authentication), answers `{data: user}`. Token mode (`device_name` given):
 * answers `{token, data}`, a personal access token, and leaves the session
 * alone.
 */
class LoginController extends Controller
{
    public function store(LoginRequest $request)
    {
        $this->ensureIsNotRateLimited($request);

        $user = User::where('email', $request->input('email'))->first();
        if (! $user || ! Hash::check($request->input('password'), $user->password)) {
            RateLimiter::hit($request->throttleKey(), 60);
            throw ValidationException::withMessages(['email' => __('auth.failed')]);
        }
        RateLimiter::clear($request->throttleKey());

        if (! $user->hasVerifiedEmail()) {
            $user->sendEmailVerificationNotification();
            abort(403, __('auth.unverified', ['email' => $user->email]));
        }

        if ($request->filled('device_name')) {
            return response()->json([
                'token' => $user->createToken($request->input('device_name'))->plainTextToken,
                'data' => new UserResource($user),
            ]);
        }

        Auth::guard('web')->login($user, $request->boolean('remember'));
        $request->session()->regenerate();

        return new UserResource($user);
    }

    /** Breeze's login throttle, answered as a 429 with Retry-After (Breeze answers 422). */
    private function ensureIsNotRateLimited(LoginRequest $request): void
    {
        if (! RateLimiter::tooManyAttempts($request->throttleKey(), 5)) {
            return;
        }
        $seconds = RateLimiter::availableIn($request->throttleKey());

        throw new ThrottleRequestsException(__('auth.throttle', ['seconds' => $seconds]), null, [
            'Retry-After' => $seconds,
        ]);
    }
}
