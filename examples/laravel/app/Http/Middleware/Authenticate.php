<?php

namespace App\Http\Middleware;

use Illuminate\Auth\Middleware\Authenticate as Middleware;

/** An API: no sign-in page to redirect to, a 401 `{"message":"Unauthenticated."}` instead. */
class Authenticate extends Middleware
{
    protected function redirectTo($request)
    {
        return null;
    }
}
