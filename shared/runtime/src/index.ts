// @cabinet/runtime: what the browser holds once, shared by Module Federation
// as a singleton — the API client and its configuration, the contract
// (valibot schemas, types, the error class), the Russian validation
// messages, the session and the remote contract. Re-exports only.
export * from './config/index.ts';
export * from './contract/index.ts';
export * from './validation/index.ts';
export * from './api/index.ts';
export * from './session/index.ts';
export * from './federation/index.ts';
