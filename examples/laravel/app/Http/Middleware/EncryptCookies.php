<?php

namespace App\Http\Middleware;

use Illuminate\Cookie\Middleware\EncryptCookies as Middleware;

/** Every cookie is encrypted, XSRF-TOKEN included (the SPA sends it back as it got it). */
class EncryptCookies extends Middleware
{
    protected $except = [];
}
