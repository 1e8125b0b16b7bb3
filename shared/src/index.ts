// The shared package's public surface. Module Federation shares it as a
// singleton, so the API client, the query client and the session live once.
export * from './config/index.ts';
export * from './contract/index.ts';
export * from './validation/index.ts';
export * from './api/index.ts';
export * from './session/index.ts';
export * from './federation/index.ts';
export * from './format/index.ts';
