import type { FastifyRequest } from 'fastify';
import { receivedTypeName, ru } from '@cabinet/runtime/validation';
import { HttpError, validationError } from './http-error.ts';
import { isRecord } from './json.ts';
import { readForm, type FormRules, type UploadedFile } from './read-form.ts';

export type { FormRules, UploadedFile };

export interface RequestInput {
  /** JSON body, or multipart text fields nested from `a[0][b]` names. */
  fields: unknown;
  files: UploadedFile[];
  /** Form fields are text: routes may then accept JSON-encoded values in them. */
  multipart: boolean;
}

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** Laravel's ConvertEmptyStringsToNull: an empty field means "no value". */
function emptyStringsToNull(value: unknown): unknown {
  if (value === '') return null;
  if (Array.isArray(value)) return value.map(emptyStringsToNull);
  if (isRecord(value)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, emptyStringsToNull(item)]));
  }
  return value;
}

/** `socials[0][type]` → ['socials', '0', 'type']; null for a malformed or dangerous name. */
function segmentsOf(name: string): string[] | null {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(name);
  if (!match?.[1]) return null;
  const segments = [match[1], ...Array.from((match[2] ?? '').matchAll(/\[([^[\]]*)\]/g), (found) => found[1] ?? '')];
  return segments.some((segment) => FORBIDDEN_KEYS.has(segment)) ? null : segments;
}

/** Objects whose keys are exactly 0..n-1 become arrays, as PHP builds `a[]` / `a[0]` input. */
function arrayify(value: unknown): unknown {
  if (!isRecord(value)) return value;
  const entries = Object.entries(value).map(([key, item]) => [key, arrayify(item)] as const);
  const dense = entries.length > 0 && entries.every(([key], index) => key === String(index));
  return dense ? entries.map(([, item]) => item) : Object.fromEntries(entries);
}

export function nestFields(pairs: ReadonlyArray<readonly [string, string]>): unknown {
  const root: Record<string, unknown> = {};
  for (const [name, value] of pairs) {
    const segments = segmentsOf(name);
    if (!segments) continue;
    let node: Record<string, unknown> = root;
    segments.forEach((segment, index) => {
      const key = segment === '' ? String(Object.keys(node).length) : segment;
      if (index === segments.length - 1) {
        node[key] = value;
        return;
      }
      const next = node[key];
      const child: Record<string, unknown> = isRecord(next) ? next : {};
      node[key] = child;
      node = child;
    });
  }
  return arrayify(root);
}

/**
 * The request's input, JSON or (for routes that give `form` rules) a
 * multipart form: text fields nested the PHP way, files streamed to
 * temporary files within the route's limits (`read-form.ts`), empty strings
 * turned to null.
 */
export async function readBody(request: FastifyRequest, form?: FormRules): Promise<RequestInput> {
  // Routes without the multipart plugin never get here with a form (415 first).
  if (!request.headers['content-type']?.toLowerCase().startsWith('multipart/form-data')) {
    // No body at all reads as no fields; a JSON body must be an object (`null`, `[]` or `42` is no form).
    const body = request.body === undefined ? {} : request.body;
    if (!isRecord(body)) throw validationError({ body: [ru.wrongType('объект', receivedTypeName(body))] });
    return { fields: emptyStringsToNull(body), files: [], multipart: false };
  }
  if (!form) throw new HttpError(415, { message: 'Неподдерживаемый тип содержимого: отправьте JSON' });
  const { pairs, files } = await readForm(request, form);
  return { fields: emptyStringsToNull(nestFields(pairs)), files, multipart: true };
}
