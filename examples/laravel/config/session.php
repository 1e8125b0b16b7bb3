<?php

use Illuminate\Support\Str;

return [
    // Sessions in the database: `DELETE FROM sessions` signs everybody out
    // (the e2e suite's "401 mid-session").
    'driver' => env('SESSION_DRIVER', 'database'),
    'lifetime' => env('SESSION_LIFETIME', 120),
    'expire_on_close' => false,
    'encrypt' => false,
    'files' => storage_path('framework/sessions'),
    'connection' => env('SESSION_CONNECTION'),
    'table' => 'sessions',
    'store' => null,
    'lottery' => [2, 100],
    'cookie' => env('SESSION_COOKIE', Str::slug(env('APP_NAME', 'cabinet'), '_').'_session'),
    'path' => '/',
    // null: the cookie belongs to the API's host. With the front end on
    // another subdomain, set `.example.com` so both see the cookies.
    'domain' => env('SESSION_DOMAIN'),
    'secure' => env('SESSION_SECURE_COOKIE'),
    'http_only' => true,
    'same_site' => 'lax',
];
