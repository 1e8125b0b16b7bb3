import { useRef, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { isApiError, type FieldErrors } from '@cabinet/runtime';
import { describeError, waitMessage, waitSeconds } from '../errors/index.ts';
import { useNetworkAction, type NetworkAction } from '../offline/index.ts';
import { useCountdown } from './use-countdown.ts';

type FieldErrorMap = FieldErrors;

interface ApiFormOptions<TValues, TResult> {
  /**
   * The error keys shown under a field of this form (a list, or a test such
   * as `/^questions\.\d+$/`); a 422 error for any other key goes to the
   * form's alert, so nothing the server says is lost.
   */
  fields: readonly string[] | ((key: string) => boolean);
  /** Sends the values (a call of the app's API). */
  submit: (values: TValues) => Promise<TResult>;
  /** After a success: update caches, say so, move on. */
  onSuccess?: (result: TResult, values: TValues) => void;
  /** After a failure, besides showing it (e.g. refetch what the server says changed). */
  onError?: (error: unknown, values: TValues) => void;
  /**
   * Checked on the client before sending, with the Russian messages: the
   * contract's body schema, so the form and the server agree.
   */
  schema?: v.GenericSchema<unknown, TValues>;
  /** A check beyond the schema (rules a schema cannot say): errors by key, or none. */
  check?: (values: TValues) => FieldErrorMap | null;
  /** The values of an uncontrolled form (`onSubmit`); its text fields by default. */
  read?: (data: FormData) => unknown;
}

interface ApiForm<TValues> {
  /** For an uncontrolled form: reads it, checks it with `schema`, sends it. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** For a controlled form: checks (when a schema is given) and sends these values. */
  send: (values: unknown) => void;
  /** Clears a field's error as soon as the user edits it (uncontrolled forms). */
  onChange: (event: FormEvent<HTMLFormElement>) => void;
  clearFieldError: (key: string) => void;
  fieldErrors: FieldErrorMap;
  /** A failure that belongs to no field (network, 5xx, 403, 419, 429, a 422 of another key). */
  formError: string | null;
  pending: boolean;
  /** True while sending, while a 429 asks to wait, or offline: the submit button is disabled. */
  blocked: boolean;
  /** Offline, its reason (`OfflineReason id={network.reasonId}`) and the buttons' `aria-describedby`. */
  network: NetworkAction;
  /** The values last sent (for a caller that keeps them after success). */
  variables: TValues | undefined;
}

function readTextFields(data: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of data.entries()) if (typeof value === 'string') values[name] = value;
  return values;
}

/** The first issue of each field: an empty email is 'Обязательное поле', not also a bad format. */
function issuesToFieldErrors(issues: readonly v.BaseIssue<unknown>[]): FieldErrorMap {
  const errors: Record<string, readonly string[]> = {};
  for (const issue of issues) errors[v.getDotPath(issue) ?? ''] ??= [issue.message];
  return errors;
}

/**
 * One behaviour for every form of every app: checked on the client with the
 * contract's schema and the Russian messages; 422 errors under their fields
 * and the others in the alert (Laravel 8 keeps them out of `message`); 429
 * with the wait counting down; every other failure in Russian words
 * (describeError). The client itself renews the CSRF token after a 419 and
 * sends once more. The inputs are never reset, so the form keeps what the
 * user typed on any failure.
 */
function useApiForm<TValues, TResult>(options: ApiFormOptions<TValues, TResult>): ApiForm<TValues> {
  const { fields, submit, onSuccess, onError, schema, check, read = readTextFields } = options;
  const isField = typeof fields === 'function' ? fields : (key: string) => fields.includes(key);
  const [fieldErrors, setFieldErrors] = useState<FieldErrorMap>({});
  const [alert, setAlert] = useState<string | null>(null);
  const wait = useCountdown();
  const network = useNetworkAction();

  const showErrors = (errors: FieldErrorMap, fallback: string | null) => {
    const known: Record<string, readonly string[]> = {};
    const rest: string[] = [];
    for (const [key, messages] of Object.entries(errors)) {
      if (isField(key)) known[key] = messages;
      else rest.push(...messages);
    }
    setFieldErrors(known);
    setAlert(rest.length > 0 ? rest.join(' ') : Object.keys(known).length > 0 ? null : fallback);
  };

  const [pending, setPending] = useState(false);
  const [variables, setVariables] = useState<TValues>();
  // A second submit before React re-renders (a double click) must not send twice.
  const sending = useRef(false);

  const fail = (error: unknown) => {
    if (isApiError(error) && error.status === 422) return showErrors(error.fieldErrors, describeError(error));
    const seconds = waitSeconds(error);
    if (seconds > 0) wait.start(seconds);
    setFieldErrors({});
    setAlert(seconds > 0 ? null : describeError(error));
  };

  const send = (values: unknown) => {
    // Nothing is sent offline, nor later by itself: the form keeps what was typed until the user sends it.
    if (sending.current || wait.seconds > 0 || network.offline) return;
    const parsed = schema ? v.safeParse(schema, values) : { success: true as const, output: values as TValues };
    if (!parsed.success) return showErrors(issuesToFieldErrors(parsed.issues), null);
    const problems = check?.(parsed.output);
    if (problems && Object.keys(problems).length > 0) return showErrors(problems, null);
    setFieldErrors({});
    setAlert(null);
    sending.current = true;
    setPending(true);
    setVariables(parsed.output);
    submit(parsed.output).then(
      (result) => onSuccess?.(result, parsed.output),
      (error: unknown) => {
        fail(error);
        onError?.(error, parsed.output);
      },
    ).finally(() => {
      sending.current = false;
      setPending(false);
    });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send(read(new FormData(event.currentTarget)));
  };

  const clearFieldError = (key: string) => {
    setFieldErrors((current) => {
      if (!(key in current)) return current;
      const { [key]: _cleared, ...rest } = current;
      return rest;
    });
  };

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const { name } = event.target as { name?: unknown };
    if (typeof name === 'string') clearFieldError(name);
  };

  return {
    onSubmit,
    send,
    onChange,
    clearFieldError,
    fieldErrors,
    formError: wait.seconds > 0 ? waitMessage(wait.seconds) : alert,
    pending,
    blocked: pending || wait.seconds > 0 || network.offline,
    network,
    variables,
  };
}

export { useApiForm };
