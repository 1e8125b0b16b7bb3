/**
 * Russian plural forms: `[one, few, many]`, e.g. `['символ', 'символа', 'символов']`.
 * 1, 21, 101 → one; 2–4, 22–24 → few; 0, 5–20, 11–14, 25–30 → many.
 * Fractions take the `few` form ("1,5 символа"), as Russian grammar does.
 */
type PluralForms = readonly [one: string, few: string, many: string];

export function plural(count: number, forms: PluralForms): string {
  if (!Number.isFinite(count) || count < 0) {
    throw new RangeError(`plural: count must be a non-negative number, got ${count}`);
  }
  if (!Number.isInteger(count)) return forms[1];
  const lastTwo = count % 100;
  const last = count % 10;
  if (lastTwo >= 11 && lastTwo <= 14) return forms[2];
  if (last === 1) return forms[0];
  if (last >= 2 && last <= 4) return forms[1];
  return forms[2];
}
