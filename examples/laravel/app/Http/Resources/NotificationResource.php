<?php

namespace App\Http\Resources;

use Illuminate\Http\Resources\Json\JsonResource;

/**
 * Laravel's own database notification: a UUID `id`, and `data` as the
 * notification's toArray() stored it ({title, body, link}).
 *
 * @mixin \Illuminate\Notifications\DatabaseNotification
 */
class NotificationResource extends JsonResource
{
    public function toArray($request)
    {
        return [
            'id' => $this->id,
            'title' => $this->data['title'] ?? '',
            'body' => $this->data['body'] ?? '',
            'link' => $this->data['link'] ?? null,
            'created_at' => $this->created_at,
            'read_at' => $this->read_at,
        ];
    }
}
