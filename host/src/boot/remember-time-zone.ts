import { TIME_ZONE_COOKIE } from '@cabinet/runtime';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Keeps this browser's time zone in a cookie of the front end's own origin,
 * where the renderer reads it: the dates of a page painted on the server are
 * then the ones this browser writes when it hydrates the page. Written at
 * every start, so that a changed zone (a trip) counts from the next page.
 */
function rememberTimeZone(): void {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (!zone) return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}; path=/; max-age=${YEAR_SECONDS}; SameSite=Lax${secure}`;
}

export { rememberTimeZone };
