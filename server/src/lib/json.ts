import * as v from 'valibot';
import { fieldError } from './http-error.ts';

/**
 * No request body of the contract nests deeper than 4 levels; 32 leaves room
 * and keeps every recursive step (empty strings to null, validation) far
 * from the stack's limit.
 */
const MAX_JSON_DEPTH = 32;
export const JSON_TOO_DEEP = `Слишком глубокая вложенность JSON: не больше ${MAX_JSON_DEPTH} уровней`;

/**
 * Whether JSON text nests objects/arrays deeper than `max`, found by one scan
 * of the text before it is parsed (brackets inside strings do not count).
 */
export function isJsonTooDeep(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c) index += 1; // a backslash escapes the next character
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) {
      inString = true;
    } else if (code === 0x7b || code === 0x5b) {
      depth += 1;
      if (depth > max) return true;
    } else if (code === 0x7d || code === 0x5d) {
      depth -= 1;
    }
  }
  return false;
}

/** A form field that carries JSON (multipart `answers`, `socials`): parsed, or a 422 on that field. */
export function parseJsonField(field: string, text: string): unknown {
  if (isJsonTooDeep(text)) throw fieldError(field, JSON_TOO_DEEP);
  try {
    return JSON.parse(text);
  } catch {
    throw fieldError(field, 'Неверный формат JSON');
  }
}

/**
 * JSON columns (socials, answers, accept lists) are read back through a
 * contract schema: a damaged value falls back instead of leaking a wrong shape.
 */
export function parseJsonAs<TSchema extends v.GenericSchema>(
  schema: TSchema,
  text: string | null,
  fallback: v.InferOutput<TSchema>,
): v.InferOutput<TSchema> {
  if (text === null) return fallback;
  try {
    const result = v.safeParse(schema, JSON.parse(text));
    return result.success ? result.output : fallback;
  } catch {
    return fallback;
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
