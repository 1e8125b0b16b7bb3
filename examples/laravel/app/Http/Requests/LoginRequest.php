<?php

namespace App\Http\Requests;

use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Support\Str;

/** `POST /login`; `device_name` (Sanctum's mobile convention) asks for a token instead of a session. */
class LoginRequest extends FormRequest
{
    public function rules()
    {
        return [
            'email' => ['required', 'string', 'email'],
            'password' => ['required', 'string'],
            'remember' => ['sometimes', 'boolean'],
            'device_name' => ['sometimes', 'string', 'max:255'],
        ];
    }

    protected function prepareForValidation()
    {
        if (is_string($this->input('email'))) {
            $this->merge(['email' => Str::lower($this->input('email'))]);
        }
    }

    /** The login throttle's key: 5 failures a minute per e-mail and IP. */
    public function throttleKey(): string
    {
        return $this->input('email').'|'.$this->ip();
    }
}
