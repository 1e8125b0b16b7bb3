<?php

namespace App\Polls;

use Illuminate\Http\Request;
use Illuminate\Support\Facades\Auth;
use Illuminate\Support\Facades\URL;
use Laravel\Sanctum\PersonalAccessToken;

/**
 * A poll's file answer is its owner's document. The answer keeps the file's
 * plain address (`/api/cabinet/poll-files/{user}/{file}`, which serves
 * nothing by itself); the poll hands its owner a temporary signed link to it,
 * bound to the credential that asked: the bearer token (by id) or the cookie
 * session (by a hash of its id). The link dies with a logout. The front end
 * compares files by the address without the query.
 */
class PollFileLink
{
    public const TTL_MINUTES = 30;

    private const PATH = '#/api/cabinet/poll-files/(\d+)/([A-Za-z0-9]+\.[a-z0-9]+)$#';

    public static function path(int $userId, string $file): string
    {
        return "poll-files/{$userId}/{$file}";
    }

    public static function address(int $userId, string $file): string
    {
        return route('poll-files.show', ['user' => $userId, 'file' => $file]);
    }

    /** The address without its query: what names the file. */
    public static function key(string $url): string
    {
        return preg_replace('/[?#].*$/', '', $url);
    }

    /** `[user, file]` of a stored answer's address, or null. */
    public static function parse($answer): ?array
    {
        if (! is_array($answer) || ! is_string($answer['url'] ?? null)) {
            return null;
        }

        return preg_match(self::PATH, self::key($answer['url']), $match) ? [(int) $match[1], $match[2]] : null;
    }

    /** A saved answer as the request's owner gets it: a file answer with a signed link. */
    public static function forRequest($answer, Request $request)
    {
        $parsed = self::parse($answer);
        if (! $parsed) {
            return $answer;
        }
        [$userId, $file] = $parsed;
        $parameters = ['user' => $userId, 'file' => $file, 'name' => $answer['name'] ?? $file] + self::binding($request);

        return ['url' => URL::temporarySignedRoute('poll-files.show', now()->addMinutes(self::TTL_MINUTES), $parameters)] + $answer;
    }

    private static function binding(Request $request): array
    {
        $token = optional($request->user())->currentAccessToken();
        if ($token instanceof PersonalAccessToken) {
            return ['token' => $token->getKey()];
        }

        return $request->hasSession() ? ['session' => hash('sha256', $request->session()->getId())] : [];
    }

    /** Whether the request holds the credential the link was signed for, and it is the owner's. */
    public static function isBoundTo(Request $request, int $owner): bool
    {
        if ($request->query('token') !== null) {
            $token = PersonalAccessToken::find($request->query('token'));

            return $token && (int) $token->tokenable_id === $owner;
        }

        return $request->hasSession()
            && hash_equals(hash('sha256', $request->session()->getId()), (string) $request->query('session'))
            && (int) Auth::guard('web')->id() === $owner;
    }
}
