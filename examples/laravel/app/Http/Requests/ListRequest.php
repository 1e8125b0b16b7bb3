<?php

namespace App\Http\Requests;

use Illuminate\Foundation\Http\FormRequest;

/** `page` and `per_page` of every list; a list adds its filters in `filters()`. */
abstract class ListRequest extends FormRequest
{
    public const PER_PAGE_DEFAULT = 15;

    /** The contract's PAGE_MAX: a database refuses the offset of a page far past it. */
    public const PAGE_MAX = 1000000;

    public function rules()
    {
        return [
            'page' => ['sometimes', 'integer', 'min:1', 'max:'.self::PAGE_MAX],
            'per_page' => ['sometimes', 'integer', 'min:1', 'max:100'],
        ] + $this->filters();
    }

    abstract protected function filters(): array;

    public function messages()
    {
        return ['page.max' => 'Номер страницы не больше '.self::PAGE_MAX];
    }

    public function perPage(): int
    {
        return (int) ($this->validated()['per_page'] ?? self::PER_PAGE_DEFAULT);
    }
}
