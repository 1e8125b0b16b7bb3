<?php

namespace Laravel\Sanctum;

use Illuminate\Support\Str;

/** For the User model: personal access tokens, and the one the request came with. */
trait HasApiTokens
{
    /** A PersonalAccessToken, or a TransientToken for a cookie session. */
    protected $accessToken;

    public function tokens()
    {
        return $this->morphMany(Sanctum::$personalAccessTokenModel, 'tokenable');
    }

    public function tokenCan(string $ability)
    {
        return $this->accessToken && $this->accessToken->can($ability);
    }

    /** A new token; only its sha256 is stored, the plain text is `<id>|<40 random characters>`. */
    public function createToken(string $name, array $abilities = ['*'])
    {
        $token = $this->tokens()->create([
            'name' => $name,
            'token' => hash('sha256', $plainTextToken = Str::random(40)),
            'abilities' => $abilities,
        ]);

        return new NewAccessToken($token, $token->getKey().'|'.$plainTextToken);
    }

    public function currentAccessToken()
    {
        return $this->accessToken;
    }

    public function withAccessToken($accessToken)
    {
        $this->accessToken = $accessToken;

        return $this;
    }
}
