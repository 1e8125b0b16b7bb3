import { describe, expect, it } from 'vitest';
import { verificationQuery } from '../verification-query.ts';

describe('verificationQuery', () => {
  it('adds the path’s id and hash and sends every parameter in Laravel’s signed order, signature last', () => {
    expect(verificationQuery('7', 'abc', '?expires=1700000000&signature=f00')).toBe('expires=1700000000&hash=abc&id=7&signature=f00');
  });

  it('keeps a link that already carries them in the query as it is', () => {
    expect(verificationQuery('7', 'abc', '?expires=1700000000&hash=abc&id=7&signature=f00')).toBe(
      'expires=1700000000&hash=abc&id=7&signature=f00',
    );
  });

  it('sorts a link’s parameters by name, as URL::signedRoute signed them', () => {
    expect(verificationQuery('7', 'abc', '?signature=f00&id=7&expires=1700000000&hash=abc')).toBe(
      'expires=1700000000&hash=abc&id=7&signature=f00',
    );
  });

  it('keeps each value’s own encoding, which the signature covers', () => {
    expect(verificationQuery('550e8400-e29b', 'a b', '?expires=1&signature=x%2By')).toBe(
      'expires=1&hash=a%20b&id=550e8400-e29b&signature=x%2By',
    );
  });
});
