<?php

namespace App\Http\Controllers;

use Illuminate\Support\Facades\Storage;

/**
 * `GET /storage/{path}`: files of the public disk. In production
 * `php artisan storage:link` and the web server do this; here `php -S`
 * serves public/ only and every run keeps its files in its own storage path.
 */
class StoredFileController extends Controller
{
    public function __invoke(string $path)
    {
        $disk = Storage::disk('public');
        abort_unless($disk->exists($path), 404);

        return $disk->response($path, null, [
            'X-Content-Type-Options' => 'nosniff',
            'Content-Security-Policy' => "default-src 'none'; style-src 'unsafe-inline'; sandbox",
        ]);
    }
}
