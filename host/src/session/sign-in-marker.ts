import type { QueryClient } from '@tanstack/react-query';
import { followIdentity } from './follow-identity.ts';

/**
 * A note this browser keeps that someone signed in here, so that a guest
 * page can tell a returning guest (who only holds the API's XSRF-TOKEN
 * cookie) from a returning user without asking the API — whose answer to a
 * guest is a 401, a red line in the console. Set whenever the identity query
 * holds a user (sign-in, a loaded identity), cleared when it holds none
 * (sign-out, a 401, an identity that could not be loaded).
 */
const MARKER_KEY = 'cabinet.signed-in';

/** Whether someone signed in here, or null when the browser keeps no storage for this site. */
function readSignInMarker(): boolean | null {
  try {
    return window.localStorage.getItem(MARKER_KEY) === '1';
  } catch {
    return null;
  }
}

function writeSignInMarker(signedIn: boolean): void {
  try {
    if (signedIn) window.localStorage.setItem(MARKER_KEY, '1');
    else window.localStorage.removeItem(MARKER_KEY);
  } catch {
    // No storage (blocked by the person): the cookie rule of mayHaveSession decides alone.
  }
}

/** Keeps the marker in step with the identity query from now on; returns the unsubscribe. */
function followSignIn(queryClient: QueryClient): () => void {
  return followIdentity(queryClient, (user) => writeSignInMarker(user !== null));
}

/** Calls `listener` when another tab of this browser signs out (clears the marker there); returns the stop. */
function followSignOutElsewhere(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if ((event.key === MARKER_KEY || event.key === null) && event.newValue === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

export { followSignIn, followSignOutElsewhere, readSignInMarker };
