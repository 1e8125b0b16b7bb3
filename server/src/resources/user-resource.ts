import * as v from 'valibot';
import { SocialSchema, type User } from '@cabinet/runtime/contract';
import { parseJsonAs } from '../lib/json.ts';
import type { UserRow } from '../repositories/users.ts';

const SocialsSchema = v.array(SocialSchema);

/** The public shape of a user: never the password hash. */
export function userResource(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    email_verified_at: row.email_verified_at,
    avatar_url: row.avatar_url,
    phone: row.phone,
    about: row.about,
    socials: parseJsonAs(SocialsSchema, row.socials, []),
    created_at: row.created_at,
  };
}
