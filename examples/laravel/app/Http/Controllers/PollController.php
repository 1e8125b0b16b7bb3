<?php

namespace App\Http\Controllers;

use App\Http\Requests\PollIndexRequest;
use App\Http\Resources\PollResource;
use App\Http\Resources\PollSummaryResource;
use App\Models\Poll;
use App\Models\PollAttempt;
use Illuminate\Http\Request;
use Illuminate\Validation\ValidationException;

class PollController extends Controller
{
    /** `GET /polls?status=`: started polls, latest first, with the user's status. */
    public function index(PollIndexRequest $request)
    {
        $user = $request->user();
        $query = Poll::started()
            ->withCount('questions')
            ->with(['attempt' => function ($query) use ($user) {
                $query->where('user_id', $user->id)->withCount('answers');
            }])
            ->orderByDesc('starts_at')
            ->orderByDesc('id');
        if ($status = $request->validated()['status'] ?? null) {
            $query->whereStatusFor($user, $status);
        }

        return PollSummaryResource::collection($query->paginate($request->perPage())->withQueryString());
    }

    public function show(Request $request, int $poll)
    {
        return new PollResource($this->find($request, $poll));
    }

    /** `GET /polls/{id}/start`: begins or resumes the attempt; 422 on a completed or closed poll. */
    public function start(Request $request, int $poll)
    {
        $found = $this->find($request, $poll);
        $status = $found->statusFor($found->attempt);
        if ($status === 'completed') {
            throw ValidationException::withMessages(['poll' => 'Вы уже прошли этот опрос']);
        }
        if ($status === 'closed') {
            throw ValidationException::withMessages(['poll' => 'Опрос закрыт: приём ответов завершён']);
        }
        PollAttempt::firstOrCreate(
            ['poll_id' => $found->id, 'user_id' => $request->user()->id],
            ['started_at' => now()]
        );

        return new PollResource($this->find($request, $poll));
    }

    private function find(Request $request, int $id): Poll
    {
        return Poll::started()->findOrFail($id)->loadFor($request->user());
    }
}
