import { apiRequest, UserResponseSchema, type User } from '@cabinet/runtime';

/**
 * `POST /api/cabinet/login` for the standalone page's dev sign-in. The
 * host's real sign-in (its pages, token mode, redirects) is the host's own;
 * a remote's team only needs a cookie session to see its pages.
 */
async function devSignIn(email: string, password: string): Promise<User> {
  const response = await apiRequest('/api/cabinet/login', UserResponseSchema, { method: 'POST', body: { email, password } });
  return response.data;
}

export { devSignIn };
