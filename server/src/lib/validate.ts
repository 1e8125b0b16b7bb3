import * as v from 'valibot';
import { validationError, type FieldErrors } from './http-error.ts';

/**
 * Validates request input with a contract schema and returns its output, or
 * throws a 422 whose `errors` are keyed by dotted path (`socials.0.url`).
 * Only the first problem of each pipe is reported (`abortPipeEarly`), so an
 * empty e-mail says "required", not also "wrong format".
 */
export function validate<TSchema extends v.GenericSchema>(schema: TSchema, input: unknown): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, input, { abortPipeEarly: true });
  if (result.success) return result.output;
  throw validationError(issuesToErrors(result.issues));
}

function issuesToErrors(issues: readonly v.BaseIssue<unknown>[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? 'body';
    const messages = (errors[key] ??= []);
    if (!messages.includes(issue.message)) messages.push(issue.message);
  }
  return errors;
}
