<?php

return [
    /*
    | Requests whose Origin or Referer is one of these hosts get Laravel's
    | cookie session and CSRF protection (the SPA's cookie mode). List the
    | host of the front end *with its port*: `localhost:3000`, or
    | `cabinet.example.com`. Requests from elsewhere authenticate by Bearer
    | token only.
    */
    'stateful' => explode(',', env('SANCTUM_STATEFUL_DOMAINS', 'localhost,localhost:3000,127.0.0.1,127.0.0.1:3000,::1')),

    // Guards tried before a Bearer token.
    'guard' => ['web'],

    // Minutes a personal access token lives; null: until deleted.
    'expiration' => null,

    'middleware' => [
        'verify_csrf_token' => App\Http\Middleware\VerifyCsrfToken::class,
        'encrypt_cookies' => App\Http\Middleware\EncryptCookies::class,
    ],
];
