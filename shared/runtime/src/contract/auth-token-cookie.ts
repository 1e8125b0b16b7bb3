/**
 * Token mode (Sanctum personal access tokens): the cookie the token lives
 * in, on the front end's own origin — read by the client (api/auth-token.ts)
 * and by the renderer, which asks the API for the visitor with it. A module
 * of its own: the client's import must not bring the contract's schemas.
 */
export const AUTH_TOKEN_COOKIE = 'sanctum.token.cookie';
