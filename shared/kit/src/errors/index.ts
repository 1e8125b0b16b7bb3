// The one place that puts a failed request into words (Russian, by status),
// and the one test of whether a server's text can be shown as it is.
export * from './describe-error.ts';
export * from './russian-text.ts';
