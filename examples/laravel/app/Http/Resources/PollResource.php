<?php

namespace App\Http\Resources;

use App\Polls\PollFileLink;

/** A poll with its questions and the current user's saved answers (Poll::loadFor). */
class PollResource extends PollSummaryResource
{
    public function toArray($request)
    {
        $answers = $this->attempt ? $this->attempt->answers->keyBy('question_id') : collect();

        return parent::toArray($request) + [
            'questions' => $this->questions->map(function ($question) use ($answers, $request) {
                return [
                    'id' => $question->id,
                    'text' => $question->text,
                    'type' => $question->type,
                    'required' => $question->required,
                    'options' => $question->options->map->only(['id', 'text'])->values(),
                    'min' => $question->min,
                    'max' => $question->max,
                    'accept' => $question->accept ?? [],
                    // A file answer: a signed link for this request's owner (PollFileLink).
                    'answer' => PollFileLink::forRequest(optional($answers->get($question->id))->value, $request),
                ];
            })->values(),
        ];
    }
}
