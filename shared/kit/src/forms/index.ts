// One way to build a form in every app: client check with the contract's
// schema, 422 under the fields, 419 and 429 handled, the input kept.
export * from './use-api-form.ts';
export * from './form-alert.tsx';
export * from './submit-button.tsx';
