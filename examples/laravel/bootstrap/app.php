<?php

/*
| Laravel 8's bootstrap/app.php, plus a storage path from the environment so
| that each run (and each test run) gets its own sessions, logs and uploads.
*/

$app = new Illuminate\Foundation\Application(
    $_ENV['APP_BASE_PATH'] ?? dirname(__DIR__)
);

if ($storage = getenv('APP_STORAGE')) {
    $app->useStoragePath($storage);
}

$app->singleton(Illuminate\Contracts\Http\Kernel::class, App\Http\Kernel::class);
$app->singleton(Illuminate\Contracts\Console\Kernel::class, App\Console\Kernel::class);
$app->singleton(Illuminate\Contracts\Debug\ExceptionHandler::class, App\Exceptions\Handler::class);

return $app;
