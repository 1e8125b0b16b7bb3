<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Builder;
use Illuminate\Database\Eloquent\Model;

/**
 * A poll. Its status is the current user's: `completed` (their attempt is
 * complete) wins over `closed` (ended before they completed it), then
 * `in_progress` (an attempt exists), else `new`.
 */
class Poll extends Model
{
    protected $casts = [
        'starts_at' => 'datetime',
        'ends_at' => 'datetime',
    ];

    public function questions()
    {
        return $this->hasMany(PollQuestion::class)->orderBy('position');
    }

    public function attempts()
    {
        return $this->hasMany(PollAttempt::class);
    }

    /** The polls users can see: already started. */
    public function scopeStarted(Builder $query): Builder
    {
        return $query->where('starts_at', '<=', now());
    }

    /** Only the polls whose status for `$user` is `$status` (computed in SQL, as statusFor does). */
    public function scopeWhereStatusFor(Builder $query, User $user, string $status): Builder
    {
        $sql = "CASE
            WHEN (SELECT completed_at FROM poll_attempts a WHERE a.poll_id = polls.id AND a.user_id = ?) IS NOT NULL THEN 'completed'
            WHEN polls.ends_at IS NOT NULL AND polls.ends_at <= ? THEN 'closed'
            WHEN EXISTS (SELECT 1 FROM poll_attempts a WHERE a.poll_id = polls.id AND a.user_id = ?) THEN 'in_progress'
            ELSE 'new' END = ?";

        return $query->whereRaw($sql, [$user->id, now()->toDateTimeString(), $user->id, $status]);
    }

    /** The user's attempt, with its answers: load it with `loadFor`. */
    public function attempt()
    {
        return $this->hasOne(PollAttempt::class);
    }

    /** Everything PollResource shows, for `$user`. */
    public function loadFor(User $user): self
    {
        return $this->loadCount('questions')->load([
            'questions.options',
            'attempt' => function ($query) use ($user) {
                $query->where('user_id', $user->id)->with('answers')->withCount('answers');
            },
        ]);
    }

    public function hasEnded(): bool
    {
        return $this->ends_at !== null && $this->ends_at->lte(now());
    }

    public function statusFor(?PollAttempt $attempt): string
    {
        if ($attempt && $attempt->completed_at) {
            return 'completed';
        }
        if ($this->hasEnded()) {
            return 'closed';
        }

        return $attempt ? 'in_progress' : 'new';
    }
}
