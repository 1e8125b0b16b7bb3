import * as v from 'valibot';
import { apiRequest, getApiSettings, LoginResponseSchema, setAuthToken, type LoginBodyInput, type User } from '@cabinet/runtime';

/** Sanctum names each personal access token after the device that asked for it. */
const DEVICE_NAME = 'cabinet-web';

/** Token mode must get a token back; cookie mode must not depend on one. */
const TokenLoginResponseSchema = v.object({ ...LoginResponseSchema.entries, token: v.string() });

/**
 * `POST /api/cabinet/login`. Cookie mode: the session cookie signs the user in.
 * Token mode: sends `device_name`, stores the returned token for later calls.
 * Returns the signed-in user; the host puts it into the session (`setUser`).
 */
async function login(credentials: LoginBodyInput): Promise<User> {
  if (getApiSettings().authMode === 'cookie') {
    const response = await apiRequest('/api/cabinet/login', LoginResponseSchema, {
      method: 'POST',
      body: credentials,
    });
    return response.data;
  }
  const response = await apiRequest('/api/cabinet/login', TokenLoginResponseSchema, {
    method: 'POST',
    body: { ...credentials, device_name: credentials.device_name ?? DEVICE_NAME },
  });
  setAuthToken(response.token, { remember: credentials.remember ?? false });
  return response.data;
}

export { DEVICE_NAME, login };
