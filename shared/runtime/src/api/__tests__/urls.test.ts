import { describe, expect, it } from 'vitest';
import { isHttpUrl } from '../urls.ts';

describe('isHttpUrl', () => {
  it.each([
    ['https://example.com/a', true],
    ['http://localhost:3000', true],
    ['javascript:alert(1)', false],
    ['data:text/html,x', false],
    ['/relative', false],
  ])('%s → %s', (address, expected) => {
    expect(isHttpUrl(address)).toBe(expected);
  });
});
