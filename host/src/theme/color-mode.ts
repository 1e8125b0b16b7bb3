/**
 * The colour mode (SPEC §4): the user's preference — system, light or dark —
 * remembered in localStorage, and the mode it resolves to, applied as the
 * `dark` class on <html> (theme.css). A page that forces a mode marks <html>
 * with `data-forced-color-mode` (use-forced-color-mode.ts); while it does,
 * the preference is remembered but not applied.
 *
 * The inline script in the head of app.html and guest.html
 * (color-mode-head.html) repeats the first application before CSS paints;
 * keep the two in step.
 */
type ColorModePreference = 'system' | 'light' | 'dark';
type ColorMode = 'light' | 'dark';

const COLOR_MODE_STORAGE_KEY = 'cabinet.color-mode';
/** Set on <html> by a page that forces a mode (use-forced-color-mode.ts). */
const FORCED_ATTRIBUTE = 'data-forced-color-mode';
const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';
const COLOR_MODE_PREFERENCES: readonly ColorModePreference[] = ['system', 'light', 'dark'];

function isPreference(value: unknown): value is ColorModePreference {
  return typeof value === 'string' && (COLOR_MODE_PREFERENCES as readonly string[]).includes(value);
}

/** What the user chose; `system` when nothing (or garbage) is stored, or storage is blocked. */
function readColorModePreference(): ColorModePreference {
  try {
    const stored = window.localStorage.getItem(COLOR_MODE_STORAGE_KEY);
    return isPreference(stored) ? stored : 'system';
  } catch {
    return 'system';
  }
}

function writeColorModePreference(preference: ColorModePreference): void {
  try {
    window.localStorage.setItem(COLOR_MODE_STORAGE_KEY, preference);
  } catch {
    // Private mode with storage blocked: the choice lasts until the page is left.
  }
}

function systemColorMode(): ColorMode {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_SCHEME_QUERY).matches ? 'dark' : 'light';
}

function resolveColorMode(preference: ColorModePreference, system: ColorMode = systemColorMode()): ColorMode {
  return preference === 'system' ? system : preference;
}

/** The mode a page forces (`data-forced-color-mode` on <html>), if any. */
function forcedColorMode(): ColorMode | null {
  const forced = document.documentElement.getAttribute(FORCED_ATTRIBUTE);
  return forced === 'light' || forced === 'dark' ? forced : null;
}

/** Puts the preferred mode on <html>, unless the page forces one. */
function applyColorMode(preference: ColorModePreference = readColorModePreference()): void {
  if (forcedColorMode()) return;
  document.documentElement.classList.toggle('dark', resolveColorMode(preference) === 'dark');
}

export {
  COLOR_MODE_PREFERENCES,
  COLOR_MODE_STORAGE_KEY,
  DARK_SCHEME_QUERY,
  FORCED_ATTRIBUTE,
  applyColorMode,
  readColorModePreference,
  resolveColorMode,
  writeColorModePreference,
};
export type { ColorModePreference };
