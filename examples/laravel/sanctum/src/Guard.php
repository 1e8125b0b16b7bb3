<?php

namespace Laravel\Sanctum;

use Illuminate\Contracts\Auth\Factory as AuthFactory;
use Illuminate\Http\Request;
use Illuminate\Support\Arr;

/**
 * The `sanctum` guard: the user of the session guards (a cookie SPA on a
 * stateful domain), else the owner of a valid `Authorization: Bearer <id>|<token>`.
 */
class Guard
{
    protected $auth;
    protected $expiration;
    protected $provider;

    public function __construct(AuthFactory $auth, $expiration = null, $provider = null)
    {
        $this->auth = $auth;
        $this->expiration = $expiration;
        $this->provider = $provider;
    }

    public function __invoke(Request $request)
    {
        foreach (Arr::wrap(config('sanctum.guard', 'web')) as $guard) {
            if ($user = $this->auth->guard($guard)->user()) {
                return $this->supportsTokens($user)
                    ? $user->withAccessToken(new TransientToken)
                    : $user;
            }
        }

        if ($token = $request->bearerToken()) {
            $model = Sanctum::$personalAccessTokenModel;
            $accessToken = $model::findToken($token);

            if (! $this->isValidAccessToken($accessToken) || ! $this->supportsTokens($accessToken->tokenable)) {
                return null;
            }

            $accessToken->forceFill(['last_used_at' => now()])->save();

            return $accessToken->tokenable->withAccessToken($accessToken);
        }

        return null;
    }

    protected function supportsTokens($tokenable = null)
    {
        return $tokenable && in_array(HasApiTokens::class, class_uses_recursive(get_class($tokenable)));
    }

    protected function isValidAccessToken($accessToken): bool
    {
        if (! $accessToken) {
            return false;
        }

        return ! $this->expiration
            || $accessToken->created_at->gt(now()->subMinutes($this->expiration));
    }
}
