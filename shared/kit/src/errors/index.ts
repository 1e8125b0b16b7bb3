// The one place that puts a failed request into words (Russian, by status).
export * from './describe-error.ts';
