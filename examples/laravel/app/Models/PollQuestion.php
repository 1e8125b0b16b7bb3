<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;

class PollQuestion extends Model
{
    public $timestamps = false;

    protected $casts = [
        'required' => 'boolean',
        'min' => 'integer',
        'max' => 'integer',
        'accept' => 'array',
    ];

    public function poll()
    {
        return $this->belongsTo(Poll::class);
    }

    public function options()
    {
        return $this->hasMany(PollOption::class, 'question_id')->orderBy('position');
    }
}
