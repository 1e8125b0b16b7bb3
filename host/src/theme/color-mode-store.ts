/**
 * The colour-mode preference as a store React can subscribe to, and what
 * keeps <html> in step with it: the switch in the header, the OS scheme while
 * «Системная» is chosen (a matchMedia listener), and other tabs of the app
 * (the `storage` event), so that every open tab shows the same mode.
 */
import { useSyncExternalStore } from 'react';
import {
  COLOR_MODE_STORAGE_KEY,
  DARK_SCHEME_QUERY,
  applyColorMode,
  readColorModePreference,
  writeColorModePreference,
  type ColorModePreference,
} from './color-mode.ts';

const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The switch's action: remember, apply (unless the page forces a mode), tell subscribers. */
function setColorModePreference(preference: ColorModePreference): void {
  writeColorModePreference(preference);
  applyColorMode(preference);
  notify();
}

/** The current preference, re-rendering on every change. */
function useColorModePreference(): ColorModePreference {
  return useSyncExternalStore(subscribe, readColorModePreference, () => 'system');
}

/**
 * Applies the stored preference and follows the OS and other tabs from now
 * on. The app calls it once at start-up; the returned function stops it.
 */
function startColorMode(): () => void {
  applyColorMode();
  const media = typeof window.matchMedia === 'function' ? window.matchMedia(DARK_SCHEME_QUERY) : null;
  // A light/dark choice ignores the OS; applyColorMode reads the preference each time.
  const onSchemeChange = () => {
    applyColorMode();
    notify();
  };
  const onStorage = (event: StorageEvent) => {
    // `key` is null when another tab cleared the whole storage.
    if (event.key !== COLOR_MODE_STORAGE_KEY && event.key !== null) return;
    applyColorMode();
    notify();
  };
  media?.addEventListener('change', onSchemeChange);
  window.addEventListener('storage', onStorage);
  return () => {
    media?.removeEventListener('change', onSchemeChange);
    window.removeEventListener('storage', onStorage);
  };
}

export { setColorModePreference, startColorMode, useColorModePreference };
