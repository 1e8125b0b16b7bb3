export * from './subscribe.ts';
