export * from './describe-error.ts';
