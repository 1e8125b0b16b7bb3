<?php

namespace Database\Seeders;

use Illuminate\Database\Seeder;

/** The demo data of the reference API, relative to now (`php artisan migrate:fresh --seed`). */
class DatabaseSeeder extends Seeder
{
    public function run()
    {
        $this->call([
            UserSeeder::class,
            EventSeeder::class,
            NotificationSeeder::class,
            PollSeeder::class,
        ]);
    }
}
