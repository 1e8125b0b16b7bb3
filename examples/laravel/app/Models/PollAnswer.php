<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;

/** One saved answer; `value` by question type: option id, option ids, text, number, or a file {name, url, mime, size}. */
class PollAnswer extends Model
{
    protected $fillable = ['question_id', 'value'];

    protected $casts = ['value' => 'json'];
}
