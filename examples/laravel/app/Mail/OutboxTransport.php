<?php

namespace App\Mail;

use Illuminate\Mail\Transport\Transport;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Log;
use Illuminate\Support\Str;
use Swift_Mime_SimpleMessage;

/**
 * A mail transport for development and tests: each message is logged and
 * kept in the table `dev_mail` (to, subject, its plain text and the links in
 * it) instead of being sent. GET /_dev/mail lists them.
 */
class OutboxTransport extends Transport
{
    public function send(Swift_Mime_SimpleMessage $message, &$failedRecipients = null)
    {
        $this->beforeSendPerformed($message);

        $text = $this->plainText($message);
        preg_match_all('~https?://[^\s<>()\[\]]+~u', $text, $matches);
        $links = array_values(array_unique($matches[0]));

        foreach (array_keys((array) $message->getTo()) as $to) {
            DB::table('dev_mail')->insert([
                'to' => Str::lower($to),
                'subject' => (string) $message->getSubject(),
                'text' => $text,
                'links' => json_encode($links, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE),
                'created_at' => now()->toJSON(),
            ]);
            Log::info("Письмо для {$to}: «{$message->getSubject()}»", ['links' => $links]);
        }

        $this->sendPerformed($message);

        return $this->numberOfRecipients($message);
    }

    private function plainText(Swift_Mime_SimpleMessage $message): string
    {
        if ($message->getContentType() === 'text/plain') {
            return (string) $message->getBody();
        }
        foreach ($message->getChildren() as $part) {
            if ($part->getContentType() === 'text/plain') {
                return (string) $part->getBody();
            }
        }

        return trim(strip_tags((string) $message->getBody()));
    }
}
