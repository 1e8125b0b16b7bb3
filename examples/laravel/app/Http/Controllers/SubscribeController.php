<?php

namespace App\Http\Controllers;

use App\Http\Requests\SubscribeRequest;
use App\Models\Subscription;

/** `POST /subscribe {email}` from the landing page; subscribing twice is fine. */
class SubscribeController extends Controller
{
    public function __invoke(SubscribeRequest $request)
    {
        Subscription::firstOrCreate(['email' => $request->input('email')]);

        return ['message' => 'Вы подписаны на новости'];
    }
}
