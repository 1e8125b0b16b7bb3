import { vi } from 'vitest';

/**
 * The OS colour scheme as `matchMedia('(prefers-color-scheme: dark)')`
 * reports it, switchable by the test (`set(true)` is the OS going dark).
 */
function fakeColorScheme(initiallyDark: boolean) {
  let dark = initiallyDark;
  const listeners = new Set<(event: MediaQueryListEvent) => void>();
  const list = {
    get matches() {
      return dark;
    },
    media: '(prefers-color-scheme: dark)',
    addEventListener: (_type: 'change', listener: (event: MediaQueryListEvent) => void) => listeners.add(listener),
    removeEventListener: (_type: 'change', listener: (event: MediaQueryListEvent) => void) => listeners.delete(listener),
  } as unknown as MediaQueryList;
  const spy = vi.spyOn(window, 'matchMedia').mockImplementation(() => list);
  return {
    set(next: boolean) {
      dark = next;
      for (const listener of listeners) listener({ matches: next } as MediaQueryListEvent);
    },
    listenerCount: () => listeners.size,
    restore: () => spy.mockRestore(),
  };
}

function resetDocumentColorMode(): void {
  document.documentElement.classList.remove('dark');
  document.documentElement.removeAttribute('data-forced-color-mode');
  window.localStorage.clear();
}

export { fakeColorScheme, resetDocumentColorMode };
