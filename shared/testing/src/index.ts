// Test helpers for every workspace (`@cabinet/testing`): the in-memory db,
// the session's msw handlers, the Laravel-shaped answers the domains build
// theirs from, and a vitest server setup. Tests mock the network with
// these, never the client.
export * from './db.ts';
export * from './seed.ts';
export * from './http.ts';
export * from './cookies.ts';
export * from './mock-api.ts';
export * from './server.ts';
export * from './render-remote.tsx';
export * from './paint-remote.tsx';
