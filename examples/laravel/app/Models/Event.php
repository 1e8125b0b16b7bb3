<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Builder;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Support\Facades\DB;

class Event extends Model
{
    protected $casts = [
        'starts_at' => 'datetime',
        'ends_at' => 'datetime',
        'marked_at' => 'datetime',
    ];

    public function users()
    {
        return $this->belongsToMany(User::class)->withPivot('marked_at');
    }

    /** Adds `marked_at`: when `$user` marked this event, null if never. */
    public function scopeWithMarkOf(Builder $query, User $user): Builder
    {
        return $query->addSelect([
            'marked_at' => DB::table('event_user')
                ->select('marked_at')
                ->whereColumn('event_user.event_id', 'events.id')
                ->where('event_user.user_id', $user->id)
                ->limit(1),
        ]);
    }

    /** Not yet ended (an event under way is upcoming). */
    public function scopeUpcoming(Builder $query): Builder
    {
        return $query->where('ends_at', '>', now())->orderBy('starts_at')->orderBy('id');
    }

    public function scopePast(Builder $query): Builder
    {
        return $query->where('ends_at', '<=', now())->orderByDesc('starts_at')->orderByDesc('id');
    }

    public function hasEnded(): bool
    {
        return $this->ends_at->lte(now());
    }
}
