<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

/** The dev outbox of App\Mail\OutboxTransport (listed at GET /_dev/mail). */
class CreateDevMailTable extends Migration
{
    public function up()
    {
        Schema::create('dev_mail', function (Blueprint $table) {
            $table->id();
            $table->string('to');
            $table->string('subject');
            $table->text('text');
            $table->json('links');
            $table->timestamp('created_at', 6);
        });
    }

    public function down()
    {
        Schema::dropIfExists('dev_mail');
    }
}
