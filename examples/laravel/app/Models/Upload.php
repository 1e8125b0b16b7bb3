<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;

/** An image a user uploaded: the only URLs `avatar_url` may point to. */
class Upload extends Model
{
    protected $fillable = ['user_id', 'path', 'url'];
}
