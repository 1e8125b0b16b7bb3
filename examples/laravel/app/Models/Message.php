<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;

/** A message to the operators (`POST /user/send-message`). */
class Message extends Model
{
    protected $fillable = ['user_id', 'subject', 'message'];
}
