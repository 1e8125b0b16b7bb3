import { describe, expect, it } from 'vitest';
import { hostDocuments } from '../write-documents.ts';

describe('the documents table of the host build', () => {
  const documents = hostDocuments();
  const matches = (patterns: readonly string[], pathname: string) => patterns.some((pattern) => new RegExp(pattern).test(pathname));

  it('names each prerendered guest page’s file and the patterns that answer it', () => {
    expect(documents.prerendered).toContainEqual({ path: '/login', file: 'login.html', pattern: '^\\/login\\/?$' });
    expect(documents.prerendered.map((page) => page.file)).toEqual(['login.html', 'register.html', 'password-recovery.html', 'confirm-email.html']);
  });

  it('answers every guest page with the guest document, and no cabinet page', () => {
    for (const pathname of ['/login', '/register/', '/callback', '/verify/1/abc', '/password-recovery']) {
      expect(matches(documents.guest.patterns, pathname), pathname).toBe(true);
    }
    for (const pathname of ['/', '/cabinet', '/cabinet/events/1', '/login/extra']) {
      expect(matches(documents.guest.patterns, pathname), pathname).toBe(false);
    }
  });

  it('names the guest-only pages, which send a signed-in visitor on, and not the link checks', () => {
    for (const pathname of ['/login', '/register', '/callback/', '/confirm-email', '/password-recovery']) {
      expect(matches(documents.guestOnly, pathname), pathname).toBe(true);
    }
    for (const pathname of ['/verify', '/verify/1/abc', '/cabinet', '/']) {
      expect(matches(documents.guestOnly, pathname), pathname).toBe(false);
    }
    expect(documents.cabinet).toBe('/cabinet');
  });
});
