<?php

namespace App\Http\Resources;

use Illuminate\Http\Resources\Json\JsonResource;

/** @mixin \App\Models\User */
class UserResource extends JsonResource
{
    public function toArray($request)
    {
        return [
            'id' => $this->id,
            'name' => $this->name,
            'email' => $this->email,
            'email_verified_at' => $this->email_verified_at,
            'avatar_url' => $this->avatar_url,
            'phone' => $this->phone,
            'about' => $this->about,
            'socials' => $this->socials ?? [],
            'created_at' => $this->created_at,
        ];
    }
}
