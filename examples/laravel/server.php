<?php

/*
| Laravel 8's server.php: the router script of `php -S` (what `php artisan
| serve` runs). Files that exist under public/ are served as they are;
| everything else goes to the framework.
*/

$uri = urldecode(parse_url($_SERVER['REQUEST_URI'], PHP_URL_PATH) ?? '');

if ($uri !== '/' && file_exists(__DIR__.'/public'.$uri)) {
    return false;
}

require_once __DIR__.'/public/index.php';
