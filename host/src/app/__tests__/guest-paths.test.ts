import { describe, expect, it } from 'vitest';
import { isGuestDocumentPath } from '../guest-paths.ts';

describe('isGuestDocumentPath', () => {
  it.each(['/login', '/login/', '/register', '/callback', '/confirm-email', '/password-recovery', '/verify', '/verify/12', '/verify/12/abc'])(
    'answers %s with the guest document',
    (path) => {
      expect(isGuestDocumentPath(path)).toBe(true);
    },
  );

  it.each(['/', '/cabinet', '/cabinet/events', '/events', '/login/extra', '/verify/1/2/3', '/loginx', '/x/login'])(
    'answers %s with the app',
    (path) => {
      expect(isGuestDocumentPath(path)).toBe(false);
    },
  );
});
