import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mayHaveSession } from '../may-have-session.ts';

function expire(name: string) {
  document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}

/** As a sign-in in this browser leaves it (sign-in-marker.ts). */
function signedInHereBefore() {
  window.localStorage.setItem('cabinet.signed-in', '1');
}

// Whatever an earlier test left in this document's cookies and storage.
beforeEach(() => {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) expire(name);
  }
  window.localStorage.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('mayHaveSession', () => {
  it('does not ask on a first visit', () => {
    expect(mayHaveSession('cookie')).toBe(false);
    expect(mayHaveSession('token')).toBe(false);
  });

  it('in cookie mode, does not ask a returning guest who only holds the XSRF-TOKEN cookie of a sign-in form', () => {
    document.cookie = 'XSRF-TOKEN=abc; path=/';
    expect(mayHaveSession('cookie')).toBe(false);
  });

  it('in cookie mode, asks whoever signed in here, also after the XSRF-TOKEN cookie expired (Laravel’s «remember me»)', () => {
    signedInHereBefore();
    expect(mayHaveSession('cookie')).toBe(true);
    document.cookie = 'XSRF-TOKEN=abc; path=/';
    expect(mayHaveSession('cookie')).toBe(true);
  });

  it('in token mode, asks only with a stored token of someone who signed in here', () => {
    document.cookie = 'sanctum.token.cookie=1%7Cabc; path=/';
    expect(mayHaveSession('token')).toBe(false);
    signedInHereBefore();
    expect(mayHaveSession('token')).toBe(true);
    expect(mayHaveSession('cookie')).toBe(true);
    expire('sanctum.token.cookie');
    expect(mayHaveSession('token')).toBe(false);
  });

  it('without storage, the cookies decide as before', () => {
    // As a browser whose person blocked site data throws on the first touch.
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('Storage is disabled', 'SecurityError');
    });
    expect(mayHaveSession('cookie')).toBe(false);
    document.cookie = 'XSRF-TOKEN=abc; path=/';
    document.cookie = 'sanctum.token.cookie=1%7Cabc; path=/';
    expect(mayHaveSession('cookie')).toBe(true);
    expect(mayHaveSession('token')).toBe(true);
  });
});
