<?php

namespace Laravel\Sanctum\Http\Controllers;

use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;
use Illuminate\Http\Response;

/** `GET /sanctum/csrf-cookie`: 204; the `web` group's VerifyCsrfToken sets XSRF-TOKEN. */
class CsrfCookieController
{
    public function show(Request $request)
    {
        if ($request->expectsJson()) {
            return new JsonResponse(null, 204);
        }

        return new Response('', 204);
    }
}
