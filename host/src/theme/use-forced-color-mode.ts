import { useEffect } from 'react';
import { FORCED_ATTRIBUTE } from './color-mode.ts';

/**
 * A page that forces a colour mode (SPEC §4; the landing page forces light).
 * The mode is the `dark` class on <html> (theme.css); while a page forces
 * one, `data-forced-color-mode` on <html> tells the colour-mode switch (shell
 * issue) to leave the class alone. Leaving the page restores what was there.
 */
function useForcedColorMode(mode: 'light' | 'dark'): void {
  useEffect(() => {
    const root = document.documentElement;
    const wasDark = root.classList.contains('dark');
    root.classList.toggle('dark', mode === 'dark');
    root.setAttribute(FORCED_ATTRIBUTE, mode);
    return () => {
      root.removeAttribute(FORCED_ATTRIBUTE);
      root.classList.toggle('dark', wasDark);
    };
  }, [mode]);
}

export { useForcedColorMode, FORCED_ATTRIBUTE };
