import './evaluation.ts';

export * from './remote-module.ts';
// What the browser needs of the registry; its other rules are the release tool's (`@cabinet/runtime/registry`).
export { PREVIEW_PARAM, RemoteRegistrySchema, inCanary, type RemoteCanary, type RemoteEntry, type RemoteRegistry } from './registry.ts';
export * from './shared-query-keys.ts';
