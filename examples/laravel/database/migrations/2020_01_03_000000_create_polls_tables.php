<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

class CreatePollsTables extends Migration
{
    public function up()
    {
        Schema::create('polls', function (Blueprint $table) {
            $table->id();
            $table->string('title');
            $table->text('description');
            $table->timestamp('starts_at');
            $table->timestamp('ends_at')->nullable();
            $table->timestamps();
        });

        Schema::create('poll_questions', function (Blueprint $table) {
            $table->id();
            $table->foreignId('poll_id')->constrained()->cascadeOnDelete();
            $table->unsignedInteger('position');
            $table->text('text');
            $table->string('type', 16); // single | multiple | text | number | file
            $table->boolean('required');
            $table->integer('min')->nullable();
            $table->integer('max')->nullable();
            $table->json('accept')->nullable(); // MIME types of a file question
        });

        Schema::create('poll_options', function (Blueprint $table) {
            $table->id();
            $table->foreignId('question_id')->constrained('poll_questions')->cascadeOnDelete();
            $table->unsignedInteger('position');
            $table->string('text');
        });

        // A user's attempt at a poll: in progress until completed_at is set.
        Schema::create('poll_attempts', function (Blueprint $table) {
            $table->id();
            $table->foreignId('poll_id')->constrained()->cascadeOnDelete();
            $table->foreignId('user_id')->constrained()->cascadeOnDelete();
            $table->timestamp('started_at');
            $table->timestamp('completed_at')->nullable();
            $table->unique(['poll_id', 'user_id']);
        });

        Schema::create('poll_answers', function (Blueprint $table) {
            $table->id();
            $table->foreignId('attempt_id')->constrained('poll_attempts')->cascadeOnDelete();
            $table->foreignId('question_id')->constrained('poll_questions')->cascadeOnDelete();
            $table->json('value');
            $table->timestamps();
            $table->unique(['attempt_id', 'question_id']);
        });
    }

    public function down()
    {
        Schema::dropIfExists('poll_answers');
        Schema::dropIfExists('poll_attempts');
        Schema::dropIfExists('poll_options');
        Schema::dropIfExists('poll_questions');
        Schema::dropIfExists('polls');
    }
}
