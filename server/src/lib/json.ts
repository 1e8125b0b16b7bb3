import * as v from 'valibot';

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
