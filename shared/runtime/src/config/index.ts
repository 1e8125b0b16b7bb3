export * from './runtime-config.ts';
