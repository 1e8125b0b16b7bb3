import { AUTH_TOKEN_COOKIE, CSRF_COOKIE } from '@cabinet/runtime';
import { readSignInMarker } from './sign-in-marker.ts';

function hasCookie(name: string): boolean {
  return document.cookie.split(';').some((pair) => pair.trim().startsWith(`${name}=`));
}

/**
 * Whether asking the API «who am I» can find anyone. A guest's question is
 * answered 401 — a red line in the console — so the guest document asks
 * only when someone signed in in this browser and has not signed out (the
 * sign-in marker): a first visit and a returning guest, who still holds the
 * API's XSRF-TOKEN cookie from a sign-in form, are not asked. Laravel's
 * «remember me» may sign a user in again after the session and its
 * XSRF-TOKEN have expired: the marker outlives both, so such a user is asked.
 * Token mode also needs the stored token; a browser that keeps no storage
 * falls back to the cookies alone.
 *
 * A cabinet page always asks (the identity is what it renders), which also
 * sets the marker for a session started before the marker existed.
 */
function mayHaveSession(authMode: 'cookie' | 'token'): boolean {
  const signedInHere = readSignInMarker();
  if (authMode === 'token') return hasCookie(AUTH_TOKEN_COOKIE) && signedInHere !== false;
  return signedInHere ?? hasCookie(CSRF_COOKIE);
}

export { mayHaveSession };
