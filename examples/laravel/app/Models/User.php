<?php

namespace App\Models;

use App\Notifications\VerifyEmail;
use Illuminate\Contracts\Auth\MustVerifyEmail;
use Illuminate\Foundation\Auth\User as Authenticatable;
use Illuminate\Notifications\Notifiable;
use Laravel\Sanctum\HasApiTokens;

class User extends Authenticatable implements MustVerifyEmail
{
    use HasApiTokens, Notifiable;

    protected $fillable = ['name', 'email', 'password', 'avatar_url', 'phone', 'about', 'socials'];

    protected $hidden = ['password', 'remember_token'];

    protected $casts = [
        'email_verified_at' => 'datetime',
        'socials' => 'array',
    ];

    /** After registration, or a sign-in before confirming: the cabinet's own letter. */
    public function sendEmailVerificationNotification()
    {
        $this->notify(new VerifyEmail);
    }

    /** Events the user marked attendance of. */
    public function markedEvents()
    {
        return $this->belongsToMany(Event::class)->withPivot('marked_at');
    }

    public function pollAttempts()
    {
        return $this->hasMany(PollAttempt::class);
    }
}
