export * from './runtime-config.ts';
export * from './time-zone.ts';
