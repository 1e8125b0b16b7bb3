<?php

namespace App\Http\Requests;

/**
 * `unread` with Laravel's `boolean` rule, as a Laravel team writes it: it
 * accepts true, false, 1, 0, "1" and "0" — not the strings "true"/"false"
 * that `?unread=true` puts in a query.
 */
class NotificationIndexRequest extends ListRequest
{
    protected function filters(): array
    {
        return ['unread' => ['sometimes', 'boolean']];
    }
}
