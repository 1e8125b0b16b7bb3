// Test helpers for every workspace (`@cabinet/shared/testing`): an in-memory
// db, msw handlers for every API call and a vitest server setup. Tests mock
// the network with these, never the client.
export * from './db.ts';
export * from './seed.ts';
export * from './http.ts';
export * from './cookies.ts';
export * from './handlers/index.ts';
export * from './server.ts';
export * from './render-remote.tsx';
