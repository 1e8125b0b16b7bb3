import { beforeEach, describe, expect, it } from 'vitest';
import { mayHaveSession } from '../may-have-session.ts';

function expire(name: string) {
  document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}

// Whatever an earlier test left in this document's cookies.
beforeEach(() => {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) expire(name);
  }
});

describe('mayHaveSession', () => {
  it('in cookie mode, only with the XSRF-TOKEN cookie a Sanctum session brings', () => {
    expect(mayHaveSession('cookie')).toBe(false);
    document.cookie = 'XSRF-TOKEN=abc; path=/';
    expect(mayHaveSession('cookie')).toBe(true);
    expect(mayHaveSession('token')).toBe(false);
  });

  it('in token mode, only with a stored token', () => {
    document.cookie = 'sanctum.token.cookie=1%7Cabc; path=/';
    expect(mayHaveSession('token')).toBe(true);
    expect(mayHaveSession('cookie')).toBe(false);
  });
});
