import { useLayoutEffect } from 'react';
import { applyColorMode, FORCED_ATTRIBUTE } from './color-mode.ts';

/**
 * A page that forces a colour mode (SPEC §4; the landing page forces light).
 * The mode is the `dark` class on <html> (theme.css); while a page forces
 * one, `data-forced-color-mode` on <html> tells the colour-mode code
 * (color-mode.ts) to leave the class alone. Leaving the page applies the
 * user's preference again — as it is now, not as it was when the page
 * opened. A layout effect: the forced mode is on before the page paints.
 */
function useForcedColorMode(mode: 'light' | 'dark'): void {
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.classList.toggle('dark', mode === 'dark');
    root.setAttribute(FORCED_ATTRIBUTE, mode);
    return () => {
      root.removeAttribute(FORCED_ATTRIBUTE);
      applyColorMode();
    };
  }, [mode]);
}

export { useForcedColorMode };
