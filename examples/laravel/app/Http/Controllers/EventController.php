<?php

namespace App\Http\Controllers;

use App\Http\Requests\EventIndexRequest;
use App\Http\Resources\EventResource;
use App\Models\Event;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\DB;
use Illuminate\Validation\ValidationException;

class EventController extends Controller
{
    /** `GET /events?status=upcoming|past`: upcoming soonest first, past (and all) latest first. */
    public function index(EventIndexRequest $request)
    {
        $query = Event::query()->select('events.*')->withMarkOf($request->user());
        $status = $request->validated()['status'] ?? null;
        if ($status === 'upcoming') {
            $query->upcoming();
        } elseif ($status === 'past') {
            $query->past();
        } else {
            $query->orderByDesc('starts_at')->orderByDesc('id');
        }

        return EventResource::collection($query->paginate($request->perPage())->withQueryString());
    }

    public function show(Request $request, int $event)
    {
        return new EventResource($this->find($request, $event));
    }

    /** `GET /events/{id}/mark`: idempotent; an event that has ended cannot be marked (422). */
    public function mark(Request $request, int $event)
    {
        $found = $this->find($request, $event);
        if ($found->marked_at !== null) {
            return new EventResource($found);
        }
        if ($found->hasEnded()) {
            throw ValidationException::withMessages(['event' => 'Событие уже завершилось: отметиться нельзя']);
        }

        DB::table('event_user')->insertOrIgnore([
            'event_id' => $found->id,
            'user_id' => $request->user()->id,
            'marked_at' => now(),
        ]);

        return new EventResource($this->find($request, $event));
    }

    /** 404 `No query results for model [App\Models\Event] <id>`: Laravel's words, not ours. */
    private function find(Request $request, int $id): Event
    {
        return Event::query()->select('events.*')->withMarkOf($request->user())->findOrFail($id);
    }
}
