<?php

namespace App\Http\Requests;

use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Support\Str;
use Illuminate\Validation\Rule;

/**
 * `PUT /user/update`: only the given fields change. JSON, or a multipart POST
 * with `_method=PUT` whose `socials` is a JSON string and whose `avatar` is a
 * file.
 */
class UpdateProfileRequest extends FormRequest
{
    public const SOCIAL_TYPES = ['vk', 'ok', 'fb', 'tw', 'tg', 'ig', 'yt', 'rt', 'site'];

    public function rules()
    {
        $user = $this->user();

        return [
            'name' => ['sometimes', 'required', 'string', 'max:255'],
            'email' => ['sometimes', 'required', 'string', 'email', 'max:255', Rule::unique('users')->ignore($user->id)],
            'phone' => ['sometimes', 'nullable', 'string', 'max:32', 'regex:/^\+?[\d\s()-]{5,31}$/'],
            'about' => ['sometimes', 'nullable', 'string', 'max:2000'],
            'socials' => ['sometimes', 'array', 'max:18'],
            'socials.*.type' => ['required', Rule::in(self::SOCIAL_TYPES)],
            'socials.*.url' => ['required', 'string', 'max:2048', 'url', 'starts_with:http://,https://'],
            // An image this user uploaded (POST /user/upload-image), or null.
            'avatar_url' => ['sometimes', 'nullable', 'string', Rule::exists('uploads', 'url')->where('user_id', $user->id)],
            'avatar' => ['sometimes', 'file', 'max:5120', 'mimetypes:'.implode(',', UploadImageRequest::MIME_TYPES)],
        ];
    }

    public function attributes()
    {
        return ['socials.*.url' => 'ссылка', 'socials.*.type' => 'сеть'];
    }

    protected function prepareForValidation()
    {
        if (is_string($this->input('email'))) {
            $this->merge(['email' => Str::lower($this->input('email'))]);
        }
        if (is_string($this->input('socials'))) {
            $socials = json_decode($this->input('socials'), true);
            $this->merge(['socials' => is_array($socials) ? $socials : $this->input('socials')]);
        }
    }
}
