import { describe, expect, it } from 'vitest';
import { safeRedirectPath, signInTarget } from '../redirect-target.ts';

const origin = 'http://localhost:3000';

describe('safeRedirectPath', () => {
  it.each([
    ['/cabinet/polls', '/cabinet/polls'],
    ['/cabinet/notifications?page=2#top', '/cabinet/notifications?page=2#top'],
    ['/cabinet/../cabinet/events', '/cabinet/events'],
  ])('follows the same-origin path %s', (value, expected) => {
    expect(safeRedirectPath(value, origin)).toBe(expected);
  });

  it.each([
    'https://evil.example/steal',
    'http://localhost:3000.evil.example/',
    '//evil.example/steal',
    '/\\evil.example/steal',
    '\\\\evil.example',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'cabinet/events',
    '/\tevil',
    // Dot segments that normalise into a protocol-relative path.
    '/.//evil.example',
    '/..//evil.example',
    '/%2e//evil.example',
    '/cabinet/..//evil.example',
    '/cabinet/%2E%2E//evil.example',
    '',
    null,
    undefined,
  ])('rejects %s', (value) => {
    expect(safeRedirectPath(value, origin)).toBeNull();
  });
});

describe('signInTarget', () => {
  it('is the redirect of the query when it is a same-origin path', () => {
    expect(signInTarget('?redirect=%2Fcabinet%2Fpolls', '/cabinet/events')).toBe('/cabinet/polls');
  });

  it('falls back to afterSignIn without a redirect or with a foreign one', () => {
    expect(signInTarget('', '/cabinet/events')).toBe('/cabinet/events');
    expect(signInTarget('?redirect=https%3A%2F%2Fevil.example', '/cabinet/events')).toBe('/cabinet/events');
    expect(signInTarget('?redirect=%2F%2Fevil.example', '/cabinet/events')).toBe('/cabinet/events');
    expect(signInTarget('?redirect=%2F.%2F%2Fevil.example', '/cabinet/events')).toBe('/cabinet/events');
  });
});
