import { afterEach, describe, expect, it, vi } from 'vitest';
import { COLOR_MODE_STORAGE_KEY } from '../color-mode.ts';
import { setColorModePreference, startColorMode } from '../color-mode-store.ts';
import { fakeColorScheme, resetDocumentColorMode } from './fake-color-scheme.ts';

afterEach(() => {
  vi.restoreAllMocks();
  resetDocumentColorMode();
});

describe('the colour mode after start-up', () => {
  it('applies the stored preference at once', () => {
    fakeColorScheme(false);
    window.localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'dark');
    const stop = startColorMode();
    expect(document.documentElement).toHaveClass('dark');
    stop();
  });

  it('follows the OS going dark and light again while «Системная» is chosen', () => {
    const scheme = fakeColorScheme(false);
    const stop = startColorMode();
    expect(document.documentElement).not.toHaveClass('dark');
    scheme.set(true);
    expect(document.documentElement).toHaveClass('dark');
    scheme.set(false);
    expect(document.documentElement).not.toHaveClass('dark');
    stop();
    expect(scheme.listenerCount()).toBe(0);
  });

  it('ignores the OS once the user chose «Светлая»', () => {
    const scheme = fakeColorScheme(false);
    const stop = startColorMode();
    setColorModePreference('light');
    scheme.set(true);
    expect(document.documentElement).not.toHaveClass('dark');
    stop();
  });

  it('follows a choice made in another tab', () => {
    fakeColorScheme(false);
    const stop = startColorMode();
    window.localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'dark');
    window.dispatchEvent(new StorageEvent('storage', { key: COLOR_MODE_STORAGE_KEY, newValue: 'dark' }));
    expect(document.documentElement).toHaveClass('dark');
    stop();
  });

  it('does not touch a page that forces a mode, and remembers the choice for later', () => {
    fakeColorScheme(false);
    document.documentElement.setAttribute('data-forced-color-mode', 'light');
    setColorModePreference('dark');
    expect(document.documentElement).not.toHaveClass('dark');
    expect(window.localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('dark');
  });
});
