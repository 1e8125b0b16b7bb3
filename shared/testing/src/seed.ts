import type { User } from '@cabinet/runtime';

/**
 * The demo user of every test, and the time helpers the domains' seeds
 * use: dates are relative to the moment the db is seeded, so "upcoming"
 * stays upcoming.
 */
const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

function at(now: number, offsetMs: number): string {
  return new Date(now + offsetMs).toISOString();
}

const DEMO_EMAIL = 'demo@example.com';
const DEMO_PASSWORD = 'demo-password';

function seedUser(now: number): User {
  return {
    id: 1,
    name: 'Анна Смирнова',
    email: DEMO_EMAIL,
    email_verified_at: at(now, -90 * DAY_MS),
    avatar_url: null,
    phone: '+7 (912) 345-67-89',
    about: 'Методист городского центра культуры, веду лекторий по истории города.',
    socials: [
      { type: 'vk', url: 'https://vk.com/anna.smirnova' },
      { type: 'tg', url: 'https://t.me/anna_smirnova' },
    ],
    created_at: at(now, -90 * DAY_MS - HOUR_MS),
  };
}

export { DAY_MS, HOUR_MS, DEMO_EMAIL, DEMO_PASSWORD, at, seedUser };
