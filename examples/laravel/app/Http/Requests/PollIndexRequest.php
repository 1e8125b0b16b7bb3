<?php

namespace App\Http\Requests;

use Illuminate\Validation\Rule;

class PollIndexRequest extends ListRequest
{
    protected function filters(): array
    {
        return ['status' => ['sometimes', Rule::in(['new', 'in_progress', 'completed', 'closed'])]];
    }
}
