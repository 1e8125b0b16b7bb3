/**
 * Every route of the host (SPEC §2), so that components never spell a URL:
 * `<Link to={paths.login.getHref()}>`. `path` is what the router matches.
 * `/register` is ours: the spec lists no route for the registration form.
 */

/** `/login?redirect=/cabinet/polls`: the sign-in page that returns to `redirect` afterwards. */
function withRedirect(base: string, redirect?: string | null): string {
  if (!redirect) return base;
  const separator = base.includes('?') ? '&' : '?';
  return `${base}${separator}redirect=${encodeURIComponent(redirect)}`;
}

const paths = {
  landing: { path: '/', getHref: () => '/' },
  login: { path: '/login', getHref: (redirect?: string | null) => withRedirect('/login', redirect) },
  register: { path: '/register', getHref: () => '/register' },
  callback: { path: '/callback', getHref: () => '/callback' },
  confirmEmail: { path: '/confirm-email', getHref: () => '/confirm-email' },
  passwordRecovery: { path: '/password-recovery', getHref: () => '/password-recovery' },
  verify: { path: '/verify', getHref: () => '/verify' },
  verifyId: { path: '/verify/:id', getHref: (id: string) => `/verify/${encodeURIComponent(id)}` },
  verifyEmail: {
    path: '/verify/:id/:hash',
    getHref: (id: string, hash: string) => `/verify/${encodeURIComponent(id)}/${encodeURIComponent(hash)}`,
  },
  cabinet: { path: '/cabinet', getHref: () => '/cabinet' },
  /** A remote's section, `/cabinet/<name>/*`, for every remote of the registry. */
  section: { path: '/cabinet/:section/*', getHref: (name: string) => `/cabinet/${name}` },
  /** A remote's short address of SPEC §2 (`/events`), leading to its section; for every remote of the registry. */
  shortcut: { getHref: (name: string) => `/${name}` },
  /** SPEC §2: where «На главную» takes a signed-in user (the events' short address). */
  signedInHome: { path: '/events', getHref: () => '/events' },
} as const;

export { paths, withRedirect };
