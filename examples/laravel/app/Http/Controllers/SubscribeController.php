<?php

namespace App\Http\Controllers;

use App\Http\Requests\SubscribeRequest;
use App\Models\Subscription;
use App\Notifications\SubscribedToNews;
use Illuminate\Support\Facades\Notification;

/** `POST /subscribe {email}` from the landing page; subscribing twice is fine (one row, one letter). */
class SubscribeController extends Controller
{
    public function __invoke(SubscribeRequest $request)
    {
        $subscription = Subscription::firstOrCreate(['email' => $request->input('email')]);
        if ($subscription->wasRecentlyCreated) {
            Notification::route('mail', $subscription->email)->notify(new SubscribedToNews);
        }

        return ['message' => 'Вы подписаны на новости'];
    }
}
