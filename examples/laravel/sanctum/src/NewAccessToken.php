<?php

namespace Laravel\Sanctum;

class NewAccessToken
{
    public $accessToken;
    public $plainTextToken;

    public function __construct(PersonalAccessToken $accessToken, string $plainTextToken)
    {
        $this->accessToken = $accessToken;
        $this->plainTextToken = $plainTextToken;
    }
}
