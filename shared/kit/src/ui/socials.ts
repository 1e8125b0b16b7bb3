/**
 * Social networks of a user's profile (SPEC.md §3), named as a Russian
 * reader knows them: the Russian networks and the site in Russian, brands
 * that are written in Latin letters in Russian text as they are. An unknown
 * id reads 'Неизвестно'.
 */

const socials = {
  vk: 'ВКонтакте',
  ok: 'Одноклассники',
  fb: 'Facebook',
  tw: 'Twitter',
  tg: 'Telegram',
  ig: 'Instagram',
  yt: 'YouTube',
  rt: 'Rutube',
  site: 'Сайт',
} as const satisfies Record<string, string>;

type SocialId = keyof typeof socials;

const UNKNOWN_SOCIAL_TITLE = 'Неизвестно';

/** The ids in the spec's order (for a select of networks). */
const socialIds = Object.keys(socials) as SocialId[];

function isSocialId(id: unknown): id is SocialId {
  // Own keys only: 'toString' or '__proto__' must not pass for a network.
  return typeof id === 'string' && Object.hasOwn(socials, id);
}

function socialTitle(id: string | null | undefined): string {
  return isSocialId(id) ? socials[id] : UNKNOWN_SOCIAL_TITLE;
}

export { socialIds, isSocialId, socialTitle };
