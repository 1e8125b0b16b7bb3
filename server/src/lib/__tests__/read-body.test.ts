import { describe, expect, it } from 'vitest';
import { nestFields } from '../read-body.ts';

describe('nestFields', () => {
  it('nests bracketed names the way PHP builds form input', () => {
    expect(
      nestFields([
        ['name', 'Анна'],
        ['socials[0][type]', 'vk'],
        ['socials[0][url]', 'https://vk.com/a'],
        ['socials[1][type]', 'tg'],
        ['tags[]', 'a'],
        ['tags[]', 'b'],
      ]),
    ).toEqual({
      name: 'Анна',
      socials: [
        { type: 'vk', url: 'https://vk.com/a' },
        { type: 'tg' },
      ],
      tags: ['a', 'b'],
    });
  });

  it('keeps sparse numeric keys as an object', () => {
    expect(nestFields([['files[12]', 'x']])).toEqual({ files: { 12: 'x' } });
  });

  it('drops names that could pollute prototypes', () => {
    const result = nestFields([
      ['__proto__[polluted]', 'yes'],
      ['a[constructor][prototype][polluted]', 'yes'],
    ]);
    expect(result).toEqual({});
    expect(Object.prototype).not.toHaveProperty('polluted');
  });

  it('ignores malformed names', () => {
    expect(nestFields([['a]b[', 'x'], ['', 'y']])).toEqual({});
  });
});
