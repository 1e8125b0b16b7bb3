import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearUser, createQueryClient, loadIdentity, setUser } from '@cabinet/runtime';
import { seedUser } from '@cabinet/testing';
import { setupHostApi } from '../../__tests__/helpers/host-api.ts';
import { followSignIn, readSignInMarker } from '../sign-in-marker.ts';

const { db } = setupHostApi({ signedIn: false });

let stop: () => void = () => undefined;

beforeEach(() => window.localStorage.clear());
afterEach(() => stop());

function follow() {
  const queryClient = createQueryClient();
  stop = followSignIn(queryClient);
  return queryClient;
}

describe('the sign-in marker', () => {
  it('is set by a sign-in and cleared by a sign-out', () => {
    const queryClient = follow();
    expect(readSignInMarker()).toBe(false);
    setUser(queryClient, seedUser(Date.now()));
    expect(readSignInMarker()).toBe(true);
    clearUser(queryClient);
    expect(readSignInMarker()).toBe(false);
  });

  it('is set by a loaded identity, and cleared when the API answers 401', async () => {
    db.session.userId = db.accounts[0]?.user.id ?? null;
    const queryClient = follow();
    expect(await loadIdentity(queryClient)).not.toBeNull();
    expect(readSignInMarker()).toBe(true);

    db.session.userId = null;
    expect(await loadIdentity(queryClient)).toBeNull();
    expect(readSignInMarker()).toBe(false);
  });

  it('leaves other queries alone', () => {
    const queryClient = follow();
    setUser(queryClient, seedUser(Date.now()));
    queryClient.setQueryData(['events', 'list'], null);
    expect(readSignInMarker()).toBe(true);
  });
});
