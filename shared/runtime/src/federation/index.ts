import './evaluation.ts';

export * from './remote-module.ts';
export * from './registry.ts';
export * from './shared-query-keys.ts';
