<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;

/** A newsletter subscription from the landing page. */
class Subscription extends Model
{
    protected $fillable = ['email'];
}
