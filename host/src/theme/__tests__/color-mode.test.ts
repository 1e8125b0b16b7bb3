import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  COLOR_MODE_STORAGE_KEY,
  applyColorMode,
  readColorModePreference,
  resolveColorMode,
  writeColorModePreference,
} from '../color-mode.ts';
import { fakeColorScheme, resetDocumentColorMode } from './fake-color-scheme.ts';

afterEach(() => {
  vi.restoreAllMocks();
  resetDocumentColorMode();
});

describe('the colour-mode preference', () => {
  it('is «system» until the user chooses, and remembers the choice in localStorage', () => {
    expect(readColorModePreference()).toBe('system');
    writeColorModePreference('dark');
    expect(window.localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('dark');
    expect(readColorModePreference()).toBe('dark');
  });

  it('treats an unknown stored value as «system»', () => {
    window.localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'purple');
    expect(readColorModePreference()).toBe('system');
  });

  it('falls back to «system» when storage is blocked', () => {
    window.localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'dark');
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(readColorModePreference()).toBe('system');
    expect(() => writeColorModePreference('light')).not.toThrow();
  });

  it('resolves «system» to what the OS prefers', () => {
    expect(resolveColorMode('system', 'dark')).toBe('dark');
    expect(resolveColorMode('system', 'light')).toBe('light');
    expect(resolveColorMode('light', 'dark')).toBe('light');
    expect(resolveColorMode('dark', 'light')).toBe('dark');
  });
});

describe('applying the colour mode', () => {
  it('puts the dark class on <html> for a dark preference and removes it for a light one', () => {
    applyColorMode('dark');
    expect(document.documentElement).toHaveClass('dark');
    applyColorMode('light');
    expect(document.documentElement).not.toHaveClass('dark');
  });

  it('follows the OS for «system»', () => {
    fakeColorScheme(true);
    applyColorMode('system');
    expect(document.documentElement).toHaveClass('dark');
  });

  it('leaves <html> alone while a page forces a mode', () => {
    document.documentElement.setAttribute('data-forced-color-mode', 'light');
    applyColorMode('dark');
    expect(document.documentElement).not.toHaveClass('dark');
  });
});
