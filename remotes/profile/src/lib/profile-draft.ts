import type { SocialType, User } from '@cabinet/runtime';
import type { UpdateUserInput } from '../api/update-user.ts';
import { socialIds } from '@cabinet/kit/ui';

/**
 * The profile form's values: text as typed (null fields become ''), and the
 * social links as rows with a stable key, since rows can be added and
 * removed and React must not mix their inputs up.
 */
interface SocialRow {
  key: number;
  type: SocialType;
  url: string;
}

interface ProfileDraft {
  name: string;
  email: string;
  phone: string;
  about: string;
  socials: SocialRow[];
}

let nextRowKey = 0;

function socialRow(type: SocialType, url = ''): SocialRow {
  nextRowKey += 1;
  return { key: nextRowKey, type, url };
}

function draftOf(user: User): ProfileDraft {
  return {
    name: user.name,
    email: user.email,
    phone: user.phone ?? '',
    about: user.about ?? '',
    socials: user.socials.map((social) => socialRow(social.type, social.url)),
  };
}

/** A new row: the first network not linked yet (the site when all are). */
function newSocialRow(rows: readonly SocialRow[]): SocialRow {
  const used = new Set(rows.map((row) => row.type));
  return socialRow(socialIds.find((id) => !used.has(id)) ?? 'site');
}

/**
 * The update body. Every row is sent, empty ones too, so that a 422's
 * `socials.<index>.url` points at the row the user sees; empty phone and
 * about become null, which clears them.
 */
function toUpdate(draft: ProfileDraft): UpdateUserInput {
  return {
    name: draft.name,
    email: draft.email,
    phone: draft.phone.trim() === '' ? null : draft.phone,
    about: draft.about.trim() === '' ? null : draft.about,
    socials: draft.socials.map(({ type, url }) => ({ type, url })),
  };
}

export { draftOf, newSocialRow, toUpdate };
export type { ProfileDraft, SocialRow };
