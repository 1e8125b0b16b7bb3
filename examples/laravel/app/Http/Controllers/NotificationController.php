<?php

namespace App\Http\Controllers;

use App\Http\Requests\NotificationIndexRequest;
use App\Http\Resources\NotificationResource;
use Illuminate\Http\Request;

/** The user's database notifications (Laravel's own, UUID ids), newest first. */
class NotificationController extends Controller
{
    /** `GET /notifications?unread=1`; `meta.unread` is the badge count. */
    public function index(NotificationIndexRequest $request)
    {
        $user = $request->user();
        $query = $request->boolean('unread') ? $user->unreadNotifications() : $user->notifications();

        return NotificationResource::collection($query->paginate($request->perPage())->withQueryString())
            ->additional(['meta' => ['unread' => $user->unreadNotifications()->count()]]);
    }

    /** `GET /notifications/{id}/mark`: idempotent; another user's notification is a 404. */
    public function mark(Request $request, string $notification)
    {
        $found = $request->user()->notifications()->findOrFail($notification);
        $found->markAsRead();

        return new NotificationResource($found);
    }
}
