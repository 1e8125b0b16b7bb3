<?php

namespace App\Http\Requests;

use Illuminate\Foundation\Http\FormRequest;

/**
 * `PUT /polls/set-answer-questions`: `{poll_id, answers: [{question_id,
 * value}], complete?}` as JSON, or multipart (POST + `_method=PUT`) with
 * `answers` as a JSON string and files as `files[<question_id>]`. The
 * answers themselves are checked against their questions by
 * App\Polls\AnswerChecker (errors keyed `questions.<id>`).
 */
class SetPollAnswersRequest extends FormRequest
{
    public function rules()
    {
        return [
            'poll_id' => ['required', 'integer', 'min:1'],
            'answers' => ['present', 'array', 'max:200'],
            'answers.*.question_id' => ['required', 'integer'],
            'answers.*.value' => ['present'],
            // Laravel's boolean: true, false, 1, 0, "1", "0" — a multipart
            // `complete=false` fails here.
            'complete' => ['sometimes', 'boolean'],
            'files' => ['sometimes', 'array'],
            'files.*' => ['file'],
        ];
    }

    protected function prepareForValidation()
    {
        if (is_string($this->input('answers'))) {
            $answers = json_decode($this->input('answers'), true);
            $this->merge(['answers' => is_array($answers) ? $answers : $this->input('answers')]);
        }
    }
}
