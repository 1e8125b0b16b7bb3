import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COLOR_MODE_STORAGE_KEY } from '../color-mode.ts';
import { fakeColorScheme, resetDocumentColorMode } from './fake-color-scheme.ts';

/** The inline script the build puts in the head of app.html and guest.html (hostHead of rspack/common.ts). */
const html = readFileSync(path.join(import.meta.dirname, '../color-mode-head.html'), 'utf8');
const script = /<script>([\s\S]*)<\/script>/.exec(html)?.[1] ?? '';

function runHeadScript(pathname = '/cabinet'): void {
  window.history.replaceState(null, '', pathname);
  // The same text the browser runs before CSS paints.
  new Function(script)();
}

afterEach(() => {
  vi.restoreAllMocks();
  resetDocumentColorMode();
});

describe('the no-flash script in the head of app.html', () => {
  it('is one inline script', () => {
    expect(script).toContain(COLOR_MODE_STORAGE_KEY);
    expect(html.match(/<script>/g)).toHaveLength(1);
  });

  it('makes the page dark before the app starts when the user chose «Тёмная»', () => {
    fakeColorScheme(false);
    window.localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'dark');
    runHeadScript();
    expect(document.documentElement).toHaveClass('dark');
  });

  it('follows a dark OS for «Системная» and stays light for «Светлая»', () => {
    fakeColorScheme(true);
    runHeadScript();
    expect(document.documentElement).toHaveClass('dark');
    window.localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'light');
    runHeadScript();
    expect(document.documentElement).not.toHaveClass('dark');
  });

  it('leaves `/` light and respects a forced mode', () => {
    fakeColorScheme(true);
    runHeadScript('/');
    expect(document.documentElement).not.toHaveClass('dark');
    document.documentElement.setAttribute('data-forced-color-mode', 'light');
    runHeadScript('/cabinet');
    expect(document.documentElement).not.toHaveClass('dark');
  });
});
