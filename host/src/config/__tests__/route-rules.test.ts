import { describe, expect, it } from 'vitest';
import { isHttpUrl } from '@cabinet/runtime';
import { findRouteRule } from '../route-rules.ts';

const rules = {
  '/help': 'https://help.example.com/',
  '/docs/**': 'https://docs.example.com/',
  '/docs/api/**': 'https://api.example.com/',
};

describe('findRouteRule', () => {
  it('matches an exact path', () => {
    expect(findRouteRule(rules, '/help')).toBe('https://help.example.com/');
    expect(findRouteRule(rules, '/help/more')).toBeNull();
  });

  it('matches a subtree, the longest first', () => {
    expect(findRouteRule(rules, '/docs')).toBe('https://docs.example.com/');
    expect(findRouteRule(rules, '/docs/start')).toBe('https://docs.example.com/');
    expect(findRouteRule(rules, '/docs/api/users')).toBe('https://api.example.com/');
    expect(findRouteRule(rules, '/documents')).toBeNull();
  });

  it('matches nothing without rules', () => {
    expect(findRouteRule({}, '/login')).toBeNull();
  });
});

describe('isHttpUrl', () => {
  it.each([
    ['https://example.com', true],
    ['http://example.com/path', true],
    ['javascript:alert(1)', false],
    ['data:text/html,x', false],
    ['/help', false],
  ])('%s → %s', (address, expected) => {
    expect(isHttpUrl(address)).toBe(expected);
  });
});
