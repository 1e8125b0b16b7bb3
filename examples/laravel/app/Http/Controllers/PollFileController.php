<?php

namespace App\Http\Controllers;

use App\Polls\PollFileLink;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Storage;

/**
 * `GET /api/cabinet/poll-files/{user}/{file}?…&signature`: a poll's file, to
 * its owner only, through the signed link the poll handed out (PollFileLink);
 * kept by no cache. In the `web` group, so a cookie session is read.
 */
class PollFileController extends Controller
{
    public function __invoke(Request $request, int $user, string $file)
    {
        if (! $request->hasValidSignature() || ! PollFileLink::isBoundTo($request, $user)) {
            return response()->json(['message' => 'Файл доступен только его владельцу: войдите в кабинет и откройте файл со страницы опроса'], 403);
        }
        $disk = Storage::disk('local');
        $path = PollFileLink::path($user, $file);
        if (! $disk->exists($path)) {
            return response()->json(['message' => 'Файл не найден'], 404);
        }

        return $disk->download($path, (string) $request->query('name', $file), [
            'Cache-Control' => 'private, no-store',
            'Referrer-Policy' => 'no-referrer',
            'X-Content-Type-Options' => 'nosniff',
        ]);
    }
}
