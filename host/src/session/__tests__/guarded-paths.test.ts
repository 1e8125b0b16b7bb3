import { describe, expect, it } from 'vitest';
import { isOpenPath } from '../guarded-paths.ts';

describe('pages a 401 leaves where they are', () => {
  it.each(['/', '/login', '/register', '/callback', '/confirm-email', '/password-recovery', '/verify', '/verify/1', '/verify/1/abc'])(
    '%s: the landing and every page of the guest document',
    (path) => {
      expect(isOpenPath(path)).toBe(true);
    },
  );

  it.each(['/cabinet', '/cabinet/events', '/events', '/profile', '/loginx'])('%s needs a user', (path) => {
    expect(isOpenPath(path)).toBe(false);
  });
});
