<?php

namespace Laravel\Sanctum;

use Illuminate\Database\Eloquent\Model;

class PersonalAccessToken extends Model
{
    protected $casts = [
        'abilities' => 'json',
        'last_used_at' => 'datetime',
    ];

    protected $fillable = ['name', 'token', 'abilities'];

    protected $hidden = ['token'];

    public function tokenable()
    {
        return $this->morphTo('tokenable');
    }

    /** `<id>|<plain text>` (or a bare plain text, as Sanctum also accepts). */
    public static function findToken($token)
    {
        if (strpos($token, '|') === false) {
            return static::where('token', hash('sha256', $token))->first();
        }

        [$id, $token] = explode('|', $token, 2);

        if ($instance = static::find($id)) {
            return hash_equals($instance->token, hash('sha256', $token)) ? $instance : null;
        }

        return null;
    }

    public function can($ability)
    {
        return in_array('*', $this->abilities) || array_key_exists($ability, array_flip($this->abilities));
    }

    public function cant($ability)
    {
        return ! $this->can($ability);
    }
}
