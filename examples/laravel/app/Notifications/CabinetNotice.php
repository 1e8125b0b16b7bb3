<?php

namespace App\Notifications;

use Illuminate\Notifications\Notification;

/** A notice in the cabinet: `$user->notify(new CabinetNotice(...))` stores it with a UUID id. */
class CabinetNotice extends Notification
{
    public $title;
    public $body;
    public $link;

    public function __construct(string $title, string $body, ?string $link = null)
    {
        $this->title = $title;
        $this->body = $body;
        $this->link = $link;
    }

    public function via($notifiable)
    {
        return ['database'];
    }

    public function toArray($notifiable)
    {
        return ['title' => $this->title, 'body' => $this->body, 'link' => $this->link];
    }
}
