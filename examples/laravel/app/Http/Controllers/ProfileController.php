<?php

namespace App\Http\Controllers;

use App\Http\Requests\UpdateProfileRequest;
use App\Http\Requests\UploadImageRequest;
use App\Http\Resources\UserResource;
use App\Models\Upload;
use App\Notifications\VerifyNewEmail;
use Illuminate\Http\Request;
use Illuminate\Http\UploadedFile;
use Illuminate\Support\Facades\Storage;

class ProfileController extends Controller
{
    /** `GET /user`: who is signed in (the front end asks once at start-up). */
    public function show(Request $request)
    {
        return new UserResource($request->user());
    }

    /** `PUT /user/update`: the given fields only; a new e-mail must be confirmed again. */
    public function update(UpdateProfileRequest $request)
    {
        $user = $request->user();
        $data = $request->safe()->except('avatar');
        if ($request->hasFile('avatar')) {
            $data['avatar_url'] = $this->storeImage($request->file('avatar'), $user->id);
        }

        $previousEmail = $user->email;
        $user->fill($data);
        $emailChanged = $user->isDirty('email');
        if ($emailChanged) {
            $user->email_verified_at = null;
        }
        $user->save();
        if ($emailChanged) {
            $user->notify(new VerifyNewEmail($previousEmail));
        }

        return new UserResource($user);
    }

    /** `POST /user/upload-image` (multipart `image`) → `{data: {url}}`. */
    public function uploadImage(UploadImageRequest $request)
    {
        return ['data' => ['url' => $this->storeImage($request->file('image'), $request->user()->id)]];
    }

    private function storeImage(UploadedFile $file, int $userId): string
    {
        $path = $file->store('uploads', 'public');
        $url = Storage::disk('public')->url($path);
        Upload::create(['user_id' => $userId, 'path' => $path, 'url' => $url]);

        return $url;
    }
}
