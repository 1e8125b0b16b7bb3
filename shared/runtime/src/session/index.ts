// The session as the host and remotes see it: the query client, the current
// user (the identity query), sign-out. Routing and guards are the host's.
export * from './query-client.ts';
export * from './user-keys.ts';
export * from './get-identity.ts';
export * from './user.ts';
export * from './load-identity.ts';
export * from './sign-out.ts';
