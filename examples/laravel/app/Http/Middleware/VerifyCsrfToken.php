<?php

namespace App\Http\Middleware;

use Illuminate\Foundation\Http\Middleware\VerifyCsrfToken as Middleware;

/**
 * Laravel's CSRF check: a POST/PUT/PATCH/DELETE of a cookie session needs
 * `X-XSRF-TOKEN` (the XSRF-TOKEN cookie's value) or `X-CSRF-TOKEN`. A mismatch
 * is a 419 that sets no new XSRF-TOKEN cookie.
 */
class VerifyCsrfToken extends Middleware
{
    protected $except = [];
}
