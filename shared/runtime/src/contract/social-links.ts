/**
 * Where a profile's social link may point: the hosts of the network it
 * claims to be (a subdomain counts: m.vk.com, www.youtube.com), any host for
 * `site`, and never an address with a user name (`https://vk.com@evil.example/`
 * reads as vk.com and leads to evil.example). Pure: the update body's schema
 * applies it, so the profile form and the server refuse the same links.
 */

/** Social networks a profile may link to (SPEC §3): each with its hosts below, `site` with any. */
const SOCIAL_TYPES = ['vk', 'ok', 'fb', 'tw', 'tg', 'ig', 'yt', 'rt', 'site'] as const;
type SocialType = (typeof SOCIAL_TYPES)[number];

const SOCIAL_HOSTS: Readonly<Record<Exclude<SocialType, 'site'>, readonly string[]>> = {
  vk: ['vk.com', 'vk.ru'],
  ok: ['ok.ru'],
  fb: ['facebook.com', 'fb.com'],
  tw: ['twitter.com', 'x.com'],
  tg: ['t.me', 'telegram.me'],
  ig: ['instagram.com'],
  yt: ['youtube.com', 'youtu.be'],
  rt: ['rutube.ru'],
};

const USERINFO_MESSAGE = 'Ссылка не должна содержать имя пользователя или пароль (часть до «@»)';

/** `a`, `a или b`, `a, b или c`. */
function listOfHosts(hosts: readonly string[]): string {
  return hosts.length === 1 ? (hosts[0] ?? '') : `${hosts.slice(0, -1).join(', ')} или ${hosts.at(-1) ?? ''}`;
}

function hostMatches(hostname: string, host: string): boolean {
  return hostname === host || hostname.endsWith(`.${host}`);
}

/**
 * Why a link cannot stand for this network, or null. The address is taken
 * as a browser reads it (`new URL`), so what is checked is where it leads.
 */
function socialLinkProblem(type: SocialType, url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null; // not an address at all: the URL rule says so
  }
  if (parsed.username !== '' || parsed.password !== '') return USERINFO_MESSAGE;
  if (type === 'site') return null;
  const hosts = SOCIAL_HOSTS[type];
  const hostname = parsed.hostname.toLowerCase();
  return hosts.some((host) => hostMatches(hostname, host)) ? null : `Ссылка должна вести на ${listOfHosts(hosts)}`;
}

export { SOCIAL_HOSTS, SOCIAL_TYPES, socialLinkProblem };
export type { SocialType };
