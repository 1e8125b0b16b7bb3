import { describe, expect, it } from 'vitest';
import { plural } from '../plural.ts';

const FORMS = ['символ', 'символа', 'символов'] as const;

/** An independent oracle: the platform's CLDR rules for Russian. */
const cldr = new Intl.PluralRules('ru');
const INDEX = { one: 0, few: 1, many: 2 } as const;

describe('plural', () => {
  it('agrees with the Russian CLDR rule for every count from 0 to 200', () => {
    for (let count = 0; count <= 200; count += 1) {
      const category = cldr.select(count);
      if (category !== 'one' && category !== 'few' && category !== 'many') {
        throw new Error(`unexpected category ${category} for ${count}`);
      }
      expect(plural(count, FORMS), `count ${count}`).toBe(FORMS[INDEX[category]]);
    }
  });

  it.each([
    [1, 'символ'],
    [2, 'символа'],
    [4, 'символа'],
    [5, 'символов'],
    [11, 'символов'],
    [12, 'символов'],
    [14, 'символов'],
    [21, 'символ'],
    [22, 'символа'],
    [111, 'символов'],
    [0, 'символов'],
  ])('gives %i the form «%s»', (count, form) => {
    expect(plural(count, FORMS)).toBe(form);
  });

  it('uses the "few" form for fractions', () => {
    expect(plural(1.5, FORMS)).toBe('символа');
  });

  it('throws on a negative count', () => {
    expect(() => plural(-1, FORMS)).toThrow(RangeError);
  });

  it('throws on NaN', () => {
    expect(() => plural(Number.NaN, FORMS)).toThrow(RangeError);
  });
});
