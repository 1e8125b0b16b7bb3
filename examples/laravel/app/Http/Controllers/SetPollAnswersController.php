<?php

namespace App\Http\Controllers;

use App\Http\Requests\SetPollAnswersRequest;
use App\Http\Resources\PollResource;
use App\Models\Poll;
use App\Models\PollAttempt;
use App\Polls\AnswerChecker;
use App\Polls\PollFileLink;
use Illuminate\Http\UploadedFile;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Storage;
use Illuminate\Validation\ValidationException;

/**
 * `PUT /polls/set-answer-questions`: saves answers (partial saves are fine),
 * completes the attempt once every required question is answered, and with
 * `complete` insists on it (each unanswered required question: `Обязательное
 * поле`). Everything is checked before anything is written.
 */
class SetPollAnswersController extends Controller
{
    public function __invoke(SetPollAnswersRequest $request)
    {
        $user = $request->user();
        $data = $request->validated();
        $poll = Poll::started()->find($data['poll_id']);
        if (! $poll) {
            throw ValidationException::withMessages(['poll_id' => 'Опрос не найден']);
        }
        $poll->loadFor($user);
        $status = $poll->statusFor($poll->attempt);
        if ($status === 'completed') {
            throw ValidationException::withMessages(['poll_id' => 'Вы уже прошли этот опрос: ответы изменить нельзя']);
        }
        if ($status === 'closed') {
            throw ValidationException::withMessages(['poll_id' => 'Опрос закрыт: ответы больше не принимаются']);
        }

        $saved = $poll->attempt ? $poll->attempt->answers->pluck('value', 'question_id')->all() : [];
        $checker = (new AnswerChecker($poll->questions, $saved))
            ->check($data['answers'], $request->file('files', []));
        $unanswered = $checker->unansweredRequired();
        if ($request->boolean('complete')) {
            foreach ($unanswered as $question) {
                $checker->errors[AnswerChecker::key($question->id)] ??= ['Обязательное поле'];
            }
        }
        if ($checker->errors) {
            throw ValidationException::withMessages($checker->errors);
        }

        $replaced = DB::transaction(function () use ($poll, $user, $checker, $unanswered) {
            $attempt = PollAttempt::firstOrCreate(
                ['poll_id' => $poll->id, 'user_id' => $user->id],
                ['started_at' => now()]
            );
            $replaced = [];
            foreach ($checker->values as $questionId => $value) {
                $before = optional($attempt->answers()->where('question_id', $questionId)->first())->value;
                if ($value instanceof UploadedFile) {
                    $value = $this->store($value, $user->id);
                }
                $old = PollFileLink::parse($before);
                if ($old && (! is_array($value) || PollFileLink::key($value['url'] ?? '') !== PollFileLink::key($before['url']))) {
                    $replaced[] = PollFileLink::path(...$old);
                }
                if ($value === null) {
                    $attempt->answers()->where('question_id', $questionId)->delete();
                    continue;
                }
                $attempt->answers()->updateOrCreate(['question_id' => $questionId], ['value' => $value]);
            }
            if ($unanswered->isEmpty()) {
                $attempt->forceFill(['completed_at' => now()])->save();
            }

            return $replaced;
        });
        // A replaced or cleared file goes once the answers that named it are gone.
        Storage::disk('local')->delete($replaced);

        return new PollResource($poll->fresh()->loadFor($user));
    }

    /** A file answer: {name, url, mime, size}, the file on the private disk; its owner reads it by a signed link (PollFileLink). */
    private function store(UploadedFile $file, int $userId): array
    {
        $path = $file->store(dirname(PollFileLink::path($userId, 'x')), 'local');

        return [
            'name' => $file->getClientOriginalName(),
            'url' => PollFileLink::address($userId, basename($path)),
            'mime' => $file->getMimeType(),
            'size' => $file->getSize(),
        ];
    }
}
