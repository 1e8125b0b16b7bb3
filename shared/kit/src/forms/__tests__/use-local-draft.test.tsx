import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLocalDraft } from '../use-local-draft.ts';

beforeEach(() => {
  window.localStorage.clear();
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

const open = (base: string, key: string | null = 'poll:1:user:1') =>
  renderHook(() => useLocalDraft({ key, base, initial: () => 'с сервера' }));

describe('useLocalDraft', () => {
  it('keeps what was typed, after a pause, and restores it when the form opens again', () => {
    const first = open('v1');
    act(() => first.result.current.setValue('набрано'));
    act(() => vi.advanceTimersByTime(400));
    first.unmount();
    const again = open('v1');
    expect(again.result.current.value).toBe('набрано');
    expect(again.result.current.restored).toBe(true);
  });

  it('does not write before the pause is over', () => {
    const first = open('v1');
    act(() => first.result.current.setValue('наб'));
    act(() => vi.advanceTimersByTime(100));
    expect(window.localStorage.length).toBe(0);
  });

  it('writes the last keystrokes at once when the form goes away before the pause is over', () => {
    const first = open('v1');
    act(() => first.result.current.setValue('набрано'));
    first.unmount();
    const again = open('v1');
    expect(again.result.current.value).toBe('набрано');
    expect(again.result.current.restored).toBe(true);
  });

  it('writes the last keystrokes at once when the page is left (a reload, a closed tab)', () => {
    const first = open('v1');
    act(() => first.result.current.setValue('набрано'));
    window.dispatchEvent(new Event('pagehide'));
    expect(window.localStorage.length).toBe(1);
  });

  it('drops a draft the server has moved past, never restoring it over newer data', () => {
    const first = open('v1');
    act(() => first.result.current.setValue('старое'));
    act(() => vi.advanceTimersByTime(400));
    first.unmount();
    const again = open('v2');
    expect(again.result.current.value).toBe('с сервера');
    expect(again.result.current.restored).toBe(false);
    expect(window.localStorage.length).toBe(0);
  });

  it('forgets the draft after a save', () => {
    const first = open('v1');
    act(() => first.result.current.setValue('набрано'));
    act(() => vi.advanceTimersByTime(400));
    act(() => first.result.current.clear('сохранено'));
    expect(first.result.current.value).toBe('сохранено');
    first.unmount();
    expect(open('v1').result.current.restored).toBe(false);
  });

  it('does not bring back a draft cleared by a save before its pause was over', () => {
    const first = open('v1');
    act(() => first.result.current.setValue('набрано'));
    act(() => first.result.current.clear('сохранено'));
    first.unmount();
    expect(window.localStorage.length).toBe(0);
  });

  it('keeps no draft without a key (no user yet)', () => {
    const first = open('v1', null);
    act(() => first.result.current.setValue('набрано'));
    act(() => vi.advanceTimersByTime(400));
    expect(window.localStorage.length).toBe(0);
  });

  it('is restored in the render after hydration, the hydration itself meeting the server’s values', () => {
    const first = open('v1');
    act(() => first.result.current.setValue('набрано'));
    first.unmount();
    const seen: Array<[string, boolean]> = [];
    const hydrated = renderHook(
      () => {
        const draft = useLocalDraft({ key: 'poll:1:user:1', base: 'v1', initial: () => 'с сервера' });
        seen.push([draft.value, draft.restored]);
        return draft;
      },
      { hydrate: true },
    );
    expect(seen[0]).toEqual(['с сервера', false]);
    expect(hydrated.result.current.value).toBe('набрано');
    expect(hydrated.result.current.restored).toBe(true);
  });

  it('hydrates a form with no draft stored in one render, none after', () => {
    const renders: string[] = [];
    const hydrated = renderHook(
      () => {
        const draft = useLocalDraft({ key: 'poll:1:user:1', base: 'v1', initial: () => 'с сервера' });
        renders.push(draft.value);
        return draft;
      },
      { hydrate: true },
    );
    expect(renders).toEqual(['с сервера']);
    expect(hydrated.result.current.restored).toBe(false);
  });

  it('is not restored when it says nothing worth restoring', () => {
    const first = open('v1');
    act(() => first.result.current.setValue('с сервера'));
    first.unmount();
    const again = renderHook(() => useLocalDraft({ key: 'poll:1:user:1', base: 'v1', initial: () => 'с сервера', restorable: (value) => value !== 'с сервера' }));
    expect(again.result.current.restored).toBe(false);
  });
});
