<?php

namespace Laravel\Sanctum;

/** The "token" of a cookie session: it can do anything the session user can. */
class TransientToken
{
    public function can($ability)
    {
        return true;
    }

    public function cant($ability)
    {
        return false;
    }
}
