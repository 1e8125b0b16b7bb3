// The session as the host and remotes see it: the query client and the
// current user. Routing and guards are the host's.
export * from './query-client.ts';
export * from './user.ts';
export * from './load-identity.ts';
