import * as v from 'valibot';
import { UserSocialSchema, type User } from '@cabinet/runtime/contract';
import { parseJsonAs } from '../lib/json.ts';
import type { UserRow } from '../repositories/users.ts';

/**
 * Read as the contract's user record reads a backend's links: a link stored
 * under an older rule (a host the update body now refuses) is still shown, for
 * its owner to correct, rather than emptying the list.
 */
const SocialsSchema = v.array(UserSocialSchema);

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
