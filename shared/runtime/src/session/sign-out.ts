import { mutationOptions } from '@tanstack/react-query';
import { isApiError } from '../api/api-error.ts';
import { clearAuthToken } from '../api/auth-token.ts';
import { NoContentSchema, apiRequest } from '../api/client.ts';

/**
 * `POST /api/cabinet/logout`. The stored token is dropped whatever the
 * answer; a 401 means the session had already ended, which is what the user
 * wanted, so it is not an error here. The host clears the user (`clearUser`).
 */
async function logout(): Promise<void> {
  try {
    await apiRequest('/api/cabinet/logout', NoContentSchema, { method: 'POST', quietAuthErrors: true });
  } catch (error) {
    if (!isApiError(error) || error.status !== 401) throw error;
  } finally {
    clearAuthToken();
  }
}

const logoutMutationOptions = () => mutationOptions({ mutationKey: ['auth', 'logout'], mutationFn: () => logout() });

export { logout, logoutMutationOptions };
