<?php

/*
| What `vendor/autoload.php` is in a composer install. Here the framework comes
| from Debian's php-laravel-framework (Laravel 8.83, with Symfony, Carbon, …
| under /usr/share/php, which is on PHP's include_path), and this app's own
| namespaces are mapped by hand, as composer.json's "autoload" would map them.
*/

require_once 'Illuminate/autoload.php';

spl_autoload_register(static function (string $class): void {
    static $roots = [
        'App\\' => __DIR__.'/../app/',
        'Database\\Seeders\\' => __DIR__.'/../database/seeders/',
        // Sanctum's few classes, written in small (no composer registry here).
        'Laravel\\Sanctum\\' => __DIR__.'/../sanctum/src/',
    ];
    foreach ($roots as $prefix => $dir) {
        if (strncmp($class, $prefix, strlen($prefix)) === 0) {
            $file = $dir.str_replace('\\', '/', substr($class, strlen($prefix))).'.php';
            if (is_file($file)) {
                require $file;
            }
            return;
        }
    }
});
