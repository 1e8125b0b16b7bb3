<?php

namespace App\Http\Controllers;

use App\Models\User;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Str;
use Laravel\Sanctum\PersonalAccessToken;

/**
 * `/_dev/*`, only while `cabinet.dev_outbox` is on (never in production):
 * what the e2e suite reads and does behind the app's back.
 */
class DevController extends Controller
{
    /** `GET /_dev/mail?to=`: `{data: [{to, subject, text, links, created_at}]}`, newest first. */
    public function mail(Request $request)
    {
        $mail = DB::table('dev_mail')
            ->when($request->query('to'), function ($query, $to) {
                $query->where('to', Str::lower($to));
            })
            ->orderByDesc('id')
            ->limit(100)
            ->get()
            ->map(function ($row) {
                return [
                    'to' => $row->to,
                    'subject' => $row->subject,
                    'text' => $row->text,
                    'links' => json_decode($row->links, true),
                    'created_at' => $row->created_at,
                ];
            });

        return ['data' => $mail];
    }

    /**
     * `POST /_dev/verification-mail {email, link}`: mails the verification
     * link again in the shape `link` (`query` or `path`, see
     * `cabinet.verification_link`), so one running app shows both → 204.
     */
    public function verificationMail(Request $request)
    {
        $request->validate(['email' => ['required', 'email'], 'link' => ['required', 'in:query,path']]);
        config(['cabinet.verification_link' => $request->input('link')]);
        User::where('email', Str::lower($request->input('email')))->firstOrFail()->sendEmailVerificationNotification();

        return response()->noContent();
    }

    /** `DELETE /_dev/sessions`: every session and token ends, as an expiry would end them. */
    public function destroySessions()
    {
        DB::table('sessions')->delete();
        PersonalAccessToken::query()->delete();

        return response()->noContent();
    }
}
