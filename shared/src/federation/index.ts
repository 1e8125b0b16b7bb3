export * from './evaluation.ts';
export * from './remote-module.ts';
export * from './registry.ts';
