import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import * as v from 'valibot';
import { getCsrfCookie, isApiError } from '@cabinet/runtime';
import { describeSubmitError, waitMessage, waitSeconds } from './describe-submit-error.ts';
import { useCountdown } from './use-countdown.ts';

type FieldErrorMap = Readonly<Record<string, readonly string[]>>;

interface ApiFormOptions<TSchema extends v.GenericSchema, TResult> {
  /** The contract's body schema: the form is checked with it before sending. */
  schema: TSchema;
  /** The form's field names; errors for any other field go to the form's alert. */
  fields: readonly string[];
  submit: (body: v.InferOutput<TSchema>) => Promise<TResult>;
  onSuccess?: (result: TResult, body: v.InferOutput<TSchema>) => void;
  /** The form's values as the schema expects them; its text fields by default. */
  read?: (data: FormData) => unknown;
}

interface ApiForm {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Clears a field's error as soon as the user edits it. */
  onChange: (event: FormEvent<HTMLFormElement>) => void;
  fieldErrors: FieldErrorMap;
  /** A failure that belongs to no field (network, 5xx, 403, 419, 429). */
  formError: string | null;
  pending: boolean;
  /** True while sending or while a 429 asks to wait: the submit button is disabled. */
  blocked: boolean;
}

function readTextFields(data: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of data.entries()) if (typeof value === 'string') values[name] = value;
  return values;
}

/** Splits errors by field into the form's fields and the rest (shown in the alert). */
function splitErrors(errors: FieldErrorMap, fields: readonly string[]): { known: FieldErrorMap; rest: string[] } {
  const known: Record<string, readonly string[]> = {};
  const rest: string[] = [];
  for (const [field, messages] of Object.entries(errors)) {
    if (fields.includes(field)) known[field] = messages;
    else rest.push(...messages);
  }
  return { known, rest };
}

/** The first issue of each field: an empty email is 'Обязательное поле', not also a bad format. */
function issuesToFieldErrors(issues: readonly v.BaseIssue<unknown>[]): FieldErrorMap {
  const errors: Record<string, readonly string[]> = {};
  for (const issue of issues) errors[v.getDotPath(issue) ?? ''] ??= [issue.message];
  return errors;
}

/**
 * One behaviour for every form of every app: checked on the client with the
 * contract schema and the Russian messages; 422 errors under their fields;
 * 429 with the wait counting down; 419 renews the CSRF token and asks to
 * send again; any other failure in the alert. Inputs are uncontrolled and
 * never reset, so the form keeps what the user typed on any failure.
 */
function useApiForm<TSchema extends v.GenericSchema, TResult>(options: ApiFormOptions<TSchema, TResult>): ApiForm {
  const { schema, fields, submit, onSuccess, read = readTextFields } = options;
  const [fieldErrors, setFieldErrors] = useState<FieldErrorMap>({});
  const [alert, setAlert] = useState<string | null>(null);
  const wait = useCountdown();

  const showErrors = (errors: FieldErrorMap, fallback: string | null) => {
    const { known, rest } = splitErrors(errors, fields);
    setFieldErrors(known);
    setAlert(rest.length > 0 ? rest.join(' ') : Object.keys(known).length > 0 ? null : fallback);
  };

  const mutation = useMutation({
    mutationFn: submit,
    onSuccess: (result, body) => onSuccess?.(result, body),
    onError: (error) => {
      if (isApiError(error) && error.status === 422) return showErrors(error.fieldErrors, error.message);
      if (isApiError(error) && error.status === 419) void getCsrfCookie().catch((failure: unknown) => console.warn('Unable to refresh the CSRF token', failure));
      const seconds = waitSeconds(error);
      if (seconds > 0) wait.start(seconds);
      setFieldErrors({});
      setAlert(seconds > 0 ? null : describeSubmitError(error));
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending || wait.seconds > 0) return;
    const parsed = v.safeParse(schema, read(new FormData(event.currentTarget)));
    if (!parsed.success) return showErrors(issuesToFieldErrors(parsed.issues), null);
    setFieldErrors({});
    setAlert(null);
    mutation.mutate(parsed.output);
  };

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const { name } = event.target as { name?: unknown };
    if (typeof name !== 'string' || !(name in fieldErrors)) return;
    setFieldErrors(({ [name]: _cleared, ...rest }) => rest);
  };

  return {
    onSubmit,
    onChange,
    fieldErrors,
    formError: wait.seconds > 0 ? waitMessage(wait.seconds) : alert,
    pending: mutation.isPending,
    blocked: mutation.isPending || wait.seconds > 0,
  };
}

export { useApiForm };
export type { ApiForm, ApiFormOptions };
