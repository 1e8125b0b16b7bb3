<?php

/* What this app adds to Laravel's configuration: the front end it serves. */

return [
    // Base of the links in mail: /verify/{id}/{hash}?…, /password-recovery?token&email.
    'frontend_url' => rtrim(env('FRONTEND_URL', 'http://localhost:3000'), '/'),

    // The verification link's shape: `query` mails /verify/{id}/{hash}?expires&hash&id&signature
    // (the signed URL's whole query), `path` mails /verify/{id}/{hash}?expires&signature (id and
    // hash in the path only, as Laravel's own mail has them). The front end takes either.
    'verification_link' => env('CABINET_VERIFICATION_LINK', 'query'),

    // Mail is kept in a table and listed at GET /_dev/mail instead of being
    // sent; /_dev/* exists only while this is on (never in production).
    'dev_outbox' => (bool) env('CABINET_DEV_OUTBOX', env('APP_ENV') === 'local'),

    'operators_email' => env('CABINET_OPERATORS_EMAIL', 'operators@example.com'),

    // Laravel's default API limit is 60 requests a minute per user (or IP).
    // A browser session stays far below it; an e2e suite signing in as one
    // user from one IP does not, so the test run raises it.
    'api_per_minute' => (int) env('CABINET_API_PER_MINUTE', 60),
];
