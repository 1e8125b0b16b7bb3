// One way to build a form in every app: client check with the contract's
// schema, 422 under the fields, 419 and 429 handled, the input kept — and
// kept across reloads (drafts) and guarded when leaving (unsaved changes).
export * from './use-api-form.ts';
export * from './use-unsaved-changes.ts';
export * from './use-local-draft.ts';
export * from './form-alert.tsx';
export * from './submit-button.tsx';
