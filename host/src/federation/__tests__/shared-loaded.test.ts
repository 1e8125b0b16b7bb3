import { afterEach, describe, expect, it } from 'vitest';
import { isSharedLoaded } from '../shared-loaded.ts';

const global = globalThis as { __FEDERATION__?: unknown };

afterEach(() => {
  delete global.__FEDERATION__;
});

describe('isSharedLoaded', () => {
  it('says whether a shared package is loaded in any instance’s scope', () => {
    global.__FEDERATION__ = {
      __SHARE__: {
        host: { default: { sonner: { '2.0.8': { loaded: false } }, react: { '19.3.1': { loaded: true } } } },
        events: { default: { 'tailwind-merge': { '3.7.0': { treeShaking: { loaded: true } } } } },
      },
    };
    expect(isSharedLoaded('sonner')).toBe(false);
    expect(isSharedLoaded('react')).toBe(true);
    expect(isSharedLoaded('tailwind-merge')).toBe(true);
    expect(isSharedLoaded('valibot')).toBe(false);
  });

  it('counts a page without the federation global as loaded', () => {
    expect(isSharedLoaded('sonner')).toBe(true);
  });
});
