<?php

namespace App\Http\Resources;

use Illuminate\Http\Resources\Json\JsonResource;

/** An item of `GET /polls`: the poll and the current user's progress (Poll::loadFor). */
class PollSummaryResource extends JsonResource
{
    public function toArray($request)
    {
        $attempt = $this->attempt;

        return [
            'id' => $this->id,
            'title' => $this->title,
            'description' => $this->description,
            'status' => $this->statusFor($attempt),
            'starts_at' => $this->starts_at,
            'ends_at' => $this->ends_at,
            'questions_count' => (int) $this->questions_count,
            'answered_count' => (int) ($attempt->answers_count ?? 0),
            'completed_at' => $attempt->completed_at ?? null,
        ];
    }
}
