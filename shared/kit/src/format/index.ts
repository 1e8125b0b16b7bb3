export * from './dates.ts';
export * from './wait.ts';
