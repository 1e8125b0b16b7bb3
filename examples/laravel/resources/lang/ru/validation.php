<?php

/*
| Laravel's validation messages in the words of the Кабинет front end
| (SPEC §5): a form shows them under its fields as they are.
*/

return [
    'array' => 'Ожидался список',
    'boolean' => 'Ожидалось 1 или 0',
    'confirmed' => 'Пароли не совпадают',
    'email' => 'Неверный формат email',
    'exists' => 'Значение не найдено',
    'file' => 'Ожидался файл',
    'in' => 'Недопустимое значение',
    'integer' => 'Ожидалось целое число',
    'max' => [
        'array' => 'Выберите максимум :max значений',
        'file' => 'Файл больше :max КБ',
        'numeric' => 'Максимальное значение: :max',
        'string' => 'Максимум :max символов',
    ],
    'mimetypes' => 'Недопустимый тип файла',
    'mimes' => 'Недопустимый тип файла',
    'min' => [
        'array' => 'Выберите минимум :min значений',
        'file' => 'Файл меньше :min КБ',
        'numeric' => 'Минимальное значение: :min',
        'string' => 'Минимум :min символов',
    ],
    'numeric' => 'Ожидалось число',
    'present' => 'Обязательное поле',
    'regex' => 'Неверный формат',
    'required' => 'Обязательное поле',
    'starts_with' => 'Должно начинаться с: :values',
    'string' => 'Ожидалась строка',
    'unique' => 'Это значение уже занято',
    'uploaded' => 'Файл не удалось загрузить',
    'url' => 'Неверный формат ссылки',

    'custom' => [
        'email' => [
            'unique' => 'Этот email уже занят',
        ],
        'phone' => [
            'regex' => 'Неверный формат телефона',
        ],
        'socials.*.url' => [
            'starts_with' => 'Ссылка должна начинаться с http:// или https://',
        ],
        'avatar_url' => [
            'exists' => 'Сначала загрузите изображение',
        ],
        'avatar' => [
            'max' => 'Файл больше 5 МБ',
        ],
        'image' => [
            'max' => 'Файл больше 5 МБ',
            'mimetypes' => 'Недопустимый тип файла: загрузите изображение (JPEG, PNG, GIF, WebP, AVIF, SVG, ICO, TIFF или BMP)',
        ],
    ],

    'attributes' => [],
];
