<?php

namespace App\Http\Requests;

use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Support\Str;

class SubscribeRequest extends FormRequest
{
    public function rules()
    {
        return ['email' => ['required', 'string', 'email', 'max:255']];
    }

    protected function prepareForValidation()
    {
        if (is_string($this->input('email'))) {
            $this->merge(['email' => Str::lower($this->input('email'))]);
        }
    }
}
