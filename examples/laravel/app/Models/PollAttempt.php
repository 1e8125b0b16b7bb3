<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;

class PollAttempt extends Model
{
    public $timestamps = false;

    protected $fillable = ['poll_id', 'user_id', 'started_at', 'completed_at'];

    protected $casts = [
        'started_at' => 'datetime',
        'completed_at' => 'datetime',
    ];

    public function poll()
    {
        return $this->belongsTo(Poll::class);
    }

    public function answers()
    {
        return $this->hasMany(PollAnswer::class, 'attempt_id');
    }
}
