import { beforeEach, describe, expect, it } from 'vitest';
import { configureApi } from '@cabinet/runtime';
import { DEMO_EMAIL, recordRequests } from '@cabinet/testing';
import { setupHostApi } from '../../../__tests__/helpers/host-api.ts';
import { subscribe } from '../../../landing/subscribe.ts';
import { INVALID_SIGNATURE } from '../../testing/auth-domain.ts';
import { register } from '../register.ts';
import { requestRecovery } from '../request-recovery.ts';
import { resetPassword } from '../reset-password.ts';
import { verifyEmail } from '../verify-email.ts';

const { server, db } = setupHostApi();

beforeEach(() => configureApi({}, { retryDelay: 0 }));

describe('the host auth calls', () => {
  it('verifyEmail sends the query it is given as it is, in its order', async () => {
    const requests = recordRequests(server);
    const answer = await verifyEmail('expires=1900000000&hash=abc&id=1&signature=sig');
    expect(answer.message).toMatch(/подтверждён/);
    expect(requests[0]?.url.search).toBe('?expires=1900000000&hash=abc&id=1&signature=sig');
  });

  it('verifyEmail rejects a tampered link with 403', async () => {
    await expect(verifyEmail(`id=1&hash=abc&expires=1&signature=${INVALID_SIGNATURE}`)).rejects.toMatchObject({
      status: 403,
    });
  });

  it('requestRecovery and resetPassword post to /recovery', async () => {
    await expect(requestRecovery({ email: DEMO_EMAIL })).resolves.toHaveProperty('message');
    await resetPassword({ token: 't', email: DEMO_EMAIL, password: 'new-password', password_confirmation: 'new-password' });
    expect(db.accounts[0]?.password).toBe('new-password');
  });

  it('register returns the new, unverified user and does not sign in', async () => {
    db.session.userId = null;
    const user = await register({
      name: 'Иван Петров',
      email: 'ivan.petrov@example.com',
      password: 'secret-password',
      password_confirmation: 'secret-password',
    });
    expect(user).toMatchObject({ name: 'Иван Петров', email_verified_at: null });
    expect(db.session.userId).toBeNull();
  });

  it('subscribe answers a confirmation', async () => {
    await expect(subscribe({ email: 'reader@example.com' })).resolves.toEqual({ message: 'Вы подписаны на новости' });
  });
});
