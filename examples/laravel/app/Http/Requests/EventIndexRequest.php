<?php

namespace App\Http\Requests;

use Illuminate\Validation\Rule;

class EventIndexRequest extends ListRequest
{
    protected function filters(): array
    {
        return ['status' => ['sometimes', Rule::in(['upcoming', 'past'])]];
    }
}
