import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hasUnsavedChanges } from '@cabinet/runtime';
import { useUnsavedChanges } from '../use-unsaved-changes.ts';

describe('useUnsavedChanges', () => {
  it('registers the form while it holds unsaved input and asks the browser before leaving', () => {
    const { rerender, unmount } = renderHook(({ unsaved }) => useUnsavedChanges(unsaved), { initialProps: { unsaved: false } });
    expect(hasUnsavedChanges()).toBe(false);
    rerender({ unsaved: true });
    expect(hasUnsavedChanges()).toBe(true);
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    unmount();
    expect(hasUnsavedChanges()).toBe(false);
    const after = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(false);
  });
});
