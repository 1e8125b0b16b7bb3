import type { User } from '@cabinet/runtime';
import { socialIds } from '@cabinet/kit/ui';

/**
 * The profile form's values: text as typed (null fields become ''), and the
 * social links as rows with a stable key, since rows can be added and
 * removed and React must not mix their inputs up. A row's network may be one
 * the client does not know (a real backend's): it is kept as it came.
 */
interface SocialRow {
  key: number;
  type: string;
  url: string;
}

interface ProfileDraft {
  name: string;
  email: string;
  phone: string;
  about: string;
  socials: SocialRow[];
}

function draftOf(user: User): ProfileDraft {
  return {
    name: user.name,
    email: user.email,
    phone: user.phone ?? '',
    about: user.about ?? '',
    socials: user.socials.map((social, index) => ({ key: index + 1, type: social.type, url: social.url })),
  };
}

/**
 * A new row: the first network not linked yet (the site when all are). Its
 * key follows the largest one, so a draft restored from storage never
 * shares a key with a row added later.
 */
function newSocialRow(rows: readonly SocialRow[]): SocialRow {
  const used = new Set(rows.map((row) => row.type));
  const key = Math.max(0, ...rows.map((row) => row.key)) + 1;
  return { key, type: socialIds.find((id) => !used.has(id)) ?? 'site', url: '' };
}

/** The values without the row keys, as a string: what is compared and what a draft starts from. */
function draftSnapshot(draft: ProfileDraft): string {
  const { name, email, phone, about, socials } = draft;
  return JSON.stringify({ name, email, phone, about, socials: socials.map(({ type, url }) => ({ type, url })) });
}

/** What the draft of a saved user starts from (`useLocalDraft`'s `base`). */
function savedSnapshot(user: User): string {
  return draftSnapshot(draftOf(user));
}

/** Empty optional text becomes null, which clears it. */
function orNull(text: string): string | null {
  return text.trim() === '' ? null : text;
}

/**
 * The update body: only the fields that differ from the saved user (the
 * server changes only the given ones), so a field this client cannot send
 * back — a link to a network it does not know — survives an edit of the
 * others. When the links change, every row is sent, empty ones too, so that
 * a 422's `socials.<index>.url` points at the row the person sees. Checked
 * by the contract's schema before it is sent.
 */
function toUpdate(draft: ProfileDraft, user: User): Record<string, unknown> {
  const saved = draftOf(user);
  const update: Record<string, unknown> = {};
  if (draft.name !== saved.name) update.name = draft.name;
  if (draft.email !== saved.email) update.email = draft.email;
  if (draft.phone !== saved.phone) update.phone = orNull(draft.phone);
  if (draft.about !== saved.about) update.about = orNull(draft.about);
  const links = (rows: readonly SocialRow[]) => JSON.stringify(rows.map(({ type, url }) => ({ type, url })));
  if (links(draft.socials) !== links(saved.socials)) update.socials = draft.socials.map(({ type, url }) => ({ type, url }));
  return update;
}

export { draftOf, draftSnapshot, newSocialRow, savedSnapshot, toUpdate };
export type { ProfileDraft, SocialRow };
