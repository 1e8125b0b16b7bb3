import { describe, expect, it, vi } from 'vitest';
import { hasUnsavedChanges, setUnsavedChanges, subscribeUnsavedChanges } from '../unsaved-changes.ts';

describe('the unsaved-changes registry', () => {
  it('is unsaved while any form says so, and tells listeners when that changes', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeUnsavedChanges(listener);
    setUnsavedChanges('profile', true);
    setUnsavedChanges('message', true);
    expect(hasUnsavedChanges()).toBe(true);
    setUnsavedChanges('profile', false);
    expect(hasUnsavedChanges()).toBe(true);
    setUnsavedChanges('message', false);
    expect(hasUnsavedChanges()).toBe(false);
    expect(listener.mock.calls).toEqual([[true], [false]]);
    unsubscribe();
  });
});
