<?php

namespace App\Http\Middleware;

use Closure;
use Illuminate\Http\Request;
use Illuminate\Support\Str;
use Symfony\Component\HttpFoundation\Response;

/**
 * CORS from config/cors.php, in small: what fruitcake/laravel-cors (Laravel 8)
 * and Illuminate\Http\Middleware\HandleCors (9.2+) do for the same keys.
 * Answers preflights itself and adds the headers to every response of a
 * matching path, errors included.
 */
class HandleCors
{
    public function handle(Request $request, Closure $next)
    {
        if (! $this->matchesPath($request)) {
            return $next($request);
        }

        if ($request->isMethod('OPTIONS') && $request->headers->has('Access-Control-Request-Method')) {
            $response = new Response('', 204);
            $this->addPreflightHeaders($request, $response);
        } else {
            $response = $next($request);
        }

        $this->addActualHeaders($request, $response);

        return $response;
    }

    private function matchesPath(Request $request): bool
    {
        foreach (config('cors.paths', []) as $path) {
            if ($request->is(trim($path, '/'))) {
                return true;
            }
        }

        return false;
    }

    private function allowedOrigin(Request $request): ?string
    {
        $origin = $request->headers->get('Origin');
        if ($origin === null) {
            return null;
        }
        $allowed = config('cors.allowed_origins', []);
        if (in_array('*', $allowed, true) && ! config('cors.supports_credentials')) {
            return '*';
        }
        if (in_array($origin, $allowed, true)) {
            return $origin;
        }
        foreach (config('cors.allowed_origins_patterns', []) as $pattern) {
            if (preg_match($pattern, $origin)) {
                return $origin;
            }
        }

        return null;
    }

    private function addActualHeaders(Request $request, Response $response): void
    {
        $response->headers->set('Vary', trim($response->headers->get('Vary').', Origin', ', '));
        $origin = $this->allowedOrigin($request);
        if ($origin === null) {
            return;
        }
        $response->headers->set('Access-Control-Allow-Origin', $origin);
        if (config('cors.supports_credentials')) {
            $response->headers->set('Access-Control-Allow-Credentials', 'true');
        }
        $exposed = config('cors.exposed_headers', []);
        if ($exposed) {
            $response->headers->set('Access-Control-Expose-Headers', implode(', ', $exposed));
        }
    }

    private function addPreflightHeaders(Request $request, Response $response): void
    {
        $methods = config('cors.allowed_methods', ['*']);
        $headers = config('cors.allowed_headers', ['*']);
        $response->headers->set('Access-Control-Allow-Methods', in_array('*', $methods, true)
            ? strtoupper((string) $request->headers->get('Access-Control-Request-Method'))
            : implode(', ', $methods));
        $response->headers->set('Access-Control-Allow-Headers', in_array('*', $headers, true)
            ? (string) $request->headers->get('Access-Control-Request-Headers')
            : implode(', ', $headers));
        $response->headers->set('Access-Control-Max-Age', (string) config('cors.max_age', 0));
        if (Str::length((string) $request->headers->get('Access-Control-Request-Headers')) > 0) {
            $response->headers->set('Vary', 'Access-Control-Request-Headers', false);
        }
    }
}
