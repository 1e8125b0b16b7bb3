<?php

namespace Database\Seeders;

use App\Models\User;
use Illuminate\Database\Seeder;
use Illuminate\Support\Facades\Hash;

class UserSeeder extends Seeder
{
    public const DEMO_EMAIL = 'demo@example.com';
    public const OTHER_EMAIL = 'ivan@example.com';
    public const PASSWORD = 'demo-password';

    public function run()
    {
        $password = Hash::make(self::PASSWORD);
        $created = now()->subDays(120);

        User::forceCreate([
            'name' => 'Анна Смирнова',
            'email' => self::DEMO_EMAIL,
            'email_verified_at' => $created,
            'password' => $password,
            'phone' => '+7 (916) 123-45-67',
            'about' => 'Руковожу проектами в сфере образования, люблю походы и хорошие книги.',
            'socials' => [
                ['type' => 'tg', 'url' => 'https://t.me/anna_smirnova'],
                ['type' => 'vk', 'url' => 'https://vk.com/anna.smirnova'],
            ],
            'created_at' => $created,
            'updated_at' => $created,
        ]);

        User::forceCreate([
            'name' => 'Иван Петров',
            'email' => self::OTHER_EMAIL,
            'email_verified_at' => $created,
            'password' => $password,
            'socials' => [],
            'created_at' => $created,
            'updated_at' => $created,
        ]);
    }
}
