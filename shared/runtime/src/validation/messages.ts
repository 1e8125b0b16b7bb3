import { plural } from './plural.ts';

/**
 * The Russian validation texts of SPEC §5 as plain builders, so forms, the
 * valibot defaults and the server's own checks (poll answers) say the same.
 */
const VALUES = ['значение', 'значения', 'значений'] as const;
const CHARS = ['символ', 'символа', 'символов'] as const;

export const ru = {
  required: 'Обязательное поле',
  wrongType: (expected: string, received: string) => `Ожидался тип «${expected}», получен: «${received}»`,
  format: (kind: string) => `Неверный формат ${kind}`.trimEnd(),
  oneOf: (allowed: readonly string[]) => `Допустимые значения: ${allowed.map((item) => `«${item}»`).join(', ')}`,
  minItems: (n: number) => `Выберите минимум ${n} ${plural(n, VALUES)}`,
  maxItems: (n: number) => `Выберите максимум ${n} ${plural(n, VALUES)}`,
  minChars: (n: number) => `Минимум ${n} ${plural(n, CHARS)}`,
  maxChars: (n: number) => `Максимум ${n} ${plural(n, CHARS)}`,
  minValue: (n: number | string) => `Минимальное значение: ${n}`,
  maxValue: (n: number | string) => `Максимальное значение: ${n}`,
  integer: 'Ожидалось целое число',
  invalid: 'Неверное значение',
} as const;

/** Russian names of the types valibot reports in `expected`. */
const TYPE_NAMES: Readonly<Record<string, string>> = {
  string: 'строка',
  number: 'число',
  bigint: 'число',
  boolean: 'логическое значение',
  Object: 'объект',
  object: 'объект',
  Array: 'массив',
  array: 'массив',
  null: 'null',
  undefined: 'undefined',
  Date: 'дата',
  Blob: 'файл',
  File: 'файл',
  never: 'ничего',
};

export function typeName(name: string): string {
  return TYPE_NAMES[name] ?? name;
}

/** The type of a received value, named as `expected` names types. */
export function receivedTypeName(input: unknown): string {
  if (input === null) return typeName('null');
  if (Array.isArray(input)) return typeName('Array');
  if (input instanceof Date) return typeName('Date');
  const type = typeof input;
  if (type === 'number' && Number.isNaN(input)) return 'NaN';
  return typeName(type);
}

/** `("a" | "b")` / `"a" | "b"` / `Array | string` → the list of alternatives. */
export function splitExpected(expected: string | null): string[] {
  if (!expected) return [];
  const inner = expected.startsWith('(') && expected.endsWith(')') ? expected.slice(1, -1) : expected;
  return inner.split(' | ').map((item) => item.replace(/^"(.*)"$/, '$1'));
}
