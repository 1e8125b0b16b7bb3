export * from './dates.ts';
export * from './urls.ts';
