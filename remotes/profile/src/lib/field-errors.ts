import { isApiError } from '@cabinet/runtime';

/**
 * The 422 messages of one field (`name`, `socials.0.url`…) of a failed
 * submit, for the FormField under which they belong; undefined otherwise.
 */
function fieldErrors(error: unknown, field: string): readonly string[] | undefined {
  return isApiError(error) ? error.fieldErrors[field] : undefined;
}

function isValidationError(error: unknown): boolean {
  return isApiError(error) && error.status === 422;
}

export { fieldErrors, isValidationError };
