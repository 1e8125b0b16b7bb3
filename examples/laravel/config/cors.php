<?php

/*
| The keys of Laravel's config/cors.php (fruitcake/laravel-cors in Laravel 8,
| built in from 9.2). Three of them matter to the Кабинет front end:
|   - allowed_origins: the front end's origin(s), exactly (scheme, host, port);
|   - supports_credentials: true, or the browser drops the session cookies;
|   - exposed_headers: Retry-After, or the app cannot read a 429's wait.
*/

return [
    'paths' => ['api/*', 'sanctum/csrf-cookie', 'storage/*', '_dev/*'],
    'allowed_methods' => ['*'],
    'allowed_origins' => explode(',', env('CORS_ALLOWED_ORIGINS', 'http://localhost:3000')),
    'allowed_origins_patterns' => [],
    'allowed_headers' => ['*'],
    'exposed_headers' => ['Retry-After'],
    'max_age' => 0,
    'supports_credentials' => true,
];
