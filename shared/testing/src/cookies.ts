/**
 * Expires every cookie `document.cookie` shows (XSRF-TOKEN, the token of
 * token mode), so that each test starts like a fresh browser.
 */
function clearCookies(): void {
  if (typeof document === 'undefined') return;
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
}

/** Sets a cookie the way the API would, e.g. `setCookie('XSRF-TOKEN', token)`. */
function setCookie(name: string, value: string): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/`;
}

export { clearCookies, setCookie };
