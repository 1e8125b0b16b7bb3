<?php

namespace App\Polls;

use App\Models\PollQuestion;
use Illuminate\Http\UploadedFile;
use Illuminate\Support\Collection;

/**
 * Checks one save of a poll's answers against the poll's questions, without
 * writing anything. Errors are keyed `questions.<question_id>`, one Russian
 * message each. A value of null (or '', []) clears a saved answer.
 */
class AnswerChecker
{
    public const FILE_MAX_BYTES = 5 * 1024 * 1024;
    private const TEXT_MAX_DEFAULT = 5000;

    /** @var Collection<int, PollQuestion> by id */
    private $questions;

    /** @var array<int, mixed> saved answers by question id */
    private $saved;

    /** Answers to write, by question id: a value, null to clear, or an UploadedFile to store. */
    public $values = [];

    public $errors = [];

    public function __construct(Collection $questions, array $saved)
    {
        $this->questions = $questions->keyBy('id');
        $this->saved = $saved;
    }

    /**
     * @param  array<int, array{question_id: int, value: mixed}>  $answers
     * @param  array<int|string, UploadedFile>  $files  by question id
     */
    public function check(array $answers, array $files): self
    {
        $submitted = [];
        foreach ($answers as $answer) {
            $id = (int) $answer['question_id'];
            if (array_key_exists($id, $submitted)) {
                $this->errors[self::key($id)] = ['Ответ на вопрос указан дважды'];
            }
            $submitted[$id] = $answer['value'] ?? null;
        }
        // A file part without an entry in `answers` answers its question too.
        foreach (array_keys($files) as $id) {
            $submitted += [(int) $id => null];
        }

        foreach ($submitted as $id => $value) {
            if (isset($this->errors[self::key($id)])) {
                continue;
            }
            $question = $this->questions->get($id);
            $result = $question
                ? $this->checkOne($question, $value, $files[$id] ?? null)
                : ['error' => 'Вопрос не найден в этом опросе'];
            if (array_key_exists('error', $result)) {
                $this->errors[self::key($id)] = [$result['error']];
            } else {
                $this->values[$id] = $result['value'];
            }
        }

        return $this;
    }

    /** Required questions left unanswered once this save is written. */
    public function unansweredRequired(): Collection
    {
        return $this->questions->filter(function (PollQuestion $question) {
            if (! $question->required) {
                return false;
            }
            if (array_key_exists($question->id, $this->values)) {
                return $this->values[$question->id] === null;
            }

            return ! array_key_exists($question->id, $this->saved);
        });
    }

    public static function key(int $questionId): string
    {
        return "questions.{$questionId}";
    }

    private function checkOne(PollQuestion $question, $value, ?UploadedFile $file): array
    {
        if ($question->type === 'file') {
            return $this->checkFile($question, $value, $file);
        }
        if ($file) {
            return ['error' => 'Этот вопрос не принимает файлы'];
        }
        if ($value === null || $value === '' || $value === []) {
            return ['value' => null];
        }

        switch ($question->type) {
            case 'single':
                return $this->checkSingle($question, $value);
            case 'multiple':
                return $this->checkMultiple($question, $value);
            case 'text':
                return $this->checkText($question, $value);
            default:
                return $this->checkNumber($question, $value);
        }
    }

    private function optionIds(PollQuestion $question): array
    {
        return $question->options->pluck('id')->all();
    }

    private function checkSingle(PollQuestion $question, $value): array
    {
        if (! is_int($value) || ! in_array($value, $this->optionIds($question), true)) {
            return ['error' => 'Выберите один из предложенных вариантов'];
        }

        return ['value' => $value];
    }

    private function checkMultiple(PollQuestion $question, $value): array
    {
        if (! is_array($value)) {
            return ['error' => 'Выберите варианты из предложенных'];
        }
        $ids = [];
        foreach ($value as $item) {
            if (! is_int($item) || ! in_array($item, $this->optionIds($question), true)) {
                return ['error' => 'Выберите варианты из предложенных'];
            }
            if (in_array($item, $ids, true)) {
                return ['error' => 'Варианты не должны повторяться'];
            }
            $ids[] = $item;
        }
        if ($question->min !== null && count($ids) < $question->min) {
            return ['error' => trans_choice('polls.min_items', $question->min)];
        }
        if ($question->max !== null && count($ids) > $question->max) {
            return ['error' => trans_choice('polls.max_items', $question->max)];
        }

        return ['value' => $ids];
    }

    private function checkText(PollQuestion $question, $value): array
    {
        if (! is_string($value)) {
            return ['error' => 'Ожидался текст'];
        }
        $text = trim($value);
        if ($text === '') {
            return ['value' => null];
        }
        $length = mb_strlen($text);
        if ($question->min !== null && $length < $question->min) {
            return ['error' => trans_choice('polls.min_chars', $question->min)];
        }
        $max = $question->max ?? self::TEXT_MAX_DEFAULT;
        if ($length > $max) {
            return ['error' => trans_choice('polls.max_chars', $max)];
        }

        return ['value' => $text];
    }

    private function checkNumber(PollQuestion $question, $value): array
    {
        if (is_string($value) && preg_match('/^-?\d+(?:[.,]\d+)?$/', trim($value))) {
            $value = str_replace(',', '.', trim($value)) + 0;
        }
        if (! is_int($value) && ! is_float($value)) {
            return ['error' => 'Ожидалось число'];
        }
        if ($question->min !== null && $value < $question->min) {
            return ['error' => __('polls.min_value', ['min' => $question->min])];
        }
        if ($question->max !== null && $value > $question->max) {
            return ['error' => __('polls.max_value', ['max' => $question->max])];
        }

        return ['value' => $value];
    }

    private function checkFile(PollQuestion $question, $value, ?UploadedFile $file): array
    {
        if ($file) {
            if (! $file->isValid() || $file->getSize() > self::FILE_MAX_BYTES) {
                return ['error' => 'Файл больше 5 МБ'];
            }
            // The type is read from the bytes (finfo), never from the name.
            if (! in_array($file->getMimeType(), $question->accept ?? [], true)) {
                return ['error' => 'Недопустимый тип файла. Разрешены: '.self::describe($question->accept ?? [])];
            }

            return ['value' => $file];
        }
        if ($value === null || $value === '' || $value === []) {
            return ['value' => null];
        }
        // Re-sending the saved file's description keeps it (its link signed anew: compared without the query).
        $saved = $this->saved[$question->id] ?? null;
        if (is_string($value['url'] ?? null) && is_string($saved['url'] ?? null)
            && PollFileLink::key($value['url']) === PollFileLink::key($saved['url'])) {
            return ['value' => $saved];
        }

        return ['error' => 'Прикрепите файл'];
    }

    private static function describe(array $mimes): string
    {
        return collect($mimes)->map(function ($mime) {
            $subtype = explode('/', $mime)[1] ?? $mime;

            return strtoupper(str_replace(['svg+xml', 'x-icon'], ['svg', 'ico'], $subtype));
        })->implode(', ');
    }
}
