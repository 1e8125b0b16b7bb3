<?php

/* Answers to poll questions (App\Polls\AnswerChecker); plural forms as Russian has them. */

return [
    'min_items' => 'Выберите минимум :count значение|Выберите минимум :count значения|Выберите минимум :count значений',
    'max_items' => 'Выберите максимум :count значение|Выберите максимум :count значения|Выберите максимум :count значений',
    'min_chars' => 'Минимум :count символ|Минимум :count символа|Минимум :count символов',
    'max_chars' => 'Максимум :count символ|Максимум :count символа|Максимум :count символов',
    'min_value' => 'Минимальное значение: :min',
    'max_value' => 'Максимальное значение: :max',
];
