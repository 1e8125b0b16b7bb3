import { apiRequest, UserResponseSchema, type RegisterBodyInput, type User } from '@cabinet/runtime';

/**
 * `POST /api/cabinet/register` → 201 `{data: user}`: creates the account and
 * mails the verification link. It does not sign in: the user confirms the
 * e-mail first, so the returned user is unverified and is not the session.
 */
async function register(body: RegisterBodyInput): Promise<User> {
  const response = await apiRequest('/api/cabinet/register', UserResponseSchema, { method: 'POST', body });
  return response.data;
}

export { register };
