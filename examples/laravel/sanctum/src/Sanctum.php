<?php

namespace Laravel\Sanctum;

/** Laravel Sanctum 2.x in small: the parts a cookie SPA and token clients use. */
class Sanctum
{
    /** The personal access token model. */
    public static $personalAccessTokenModel = PersonalAccessToken::class;
}
