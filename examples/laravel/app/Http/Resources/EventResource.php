<?php

namespace App\Http\Resources;

use Illuminate\Http\Resources\Json\JsonResource;

/** @mixin \App\Models\Event  with `marked_at` of the current user (Event::withMarkOf). */
class EventResource extends JsonResource
{
    public function toArray($request)
    {
        return [
            'id' => $this->id,
            'title' => $this->title,
            'description' => $this->description,
            'starts_at' => $this->starts_at,
            'ends_at' => $this->ends_at,
            'location' => $this->location,
            'cover_url' => $this->cover_url,
            'marked' => $this->marked_at !== null,
            'marked_at' => $this->marked_at,
        ];
    }
}
