<?php

namespace App\Http\Controllers;

use App\Http\Requests\SendMessageRequest;
use App\Models\Message;
use Illuminate\Support\Facades\Mail;

/** `POST /user/send-message {subject, message}` → 201; mailed to the operators. */
class MessageController extends Controller
{
    public function store(SendMessageRequest $request)
    {
        $user = $request->user();
        $message = Message::create([
            'user_id' => $user->id,
            'subject' => $request->input('subject'),
            'message' => $request->input('message'),
        ]);

        Mail::raw("{$user->name} <{$user->email}> пишет:\n\n{$message->message}", function ($mail) use ($user, $message) {
            $mail->to(config('cabinet.operators_email'))
                ->replyTo($user->email, $user->name)
                ->subject('Сообщение из кабинета: '.$message->subject);
        });

        return response()->json(['message' => 'Сообщение отправлено'], 201);
    }
}
