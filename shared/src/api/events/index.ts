export * from './keys.ts';
export * from './get-events.ts';
export * from './get-event.ts';
export * from './mark-event.ts';
