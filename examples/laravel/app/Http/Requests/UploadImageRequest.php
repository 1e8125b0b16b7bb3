<?php

namespace App\Http\Requests;

use Illuminate\Foundation\Http\FormRequest;

/** `POST /user/upload-image`: the type is read from the bytes (`mimetypes`), not the name. */
class UploadImageRequest extends FormRequest
{
    public const MIME_TYPES = [
        'image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif',
        'image/svg+xml', 'image/x-icon', 'image/vnd.microsoft.icon', 'image/tiff', 'image/bmp', 'image/x-ms-bmp',
    ];

    public function rules()
    {
        return [
            'image' => ['required', 'file', 'max:5120', 'mimetypes:'.implode(',', self::MIME_TYPES)],
        ];
    }
}
