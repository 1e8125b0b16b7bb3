/**
 * The one toast region (the host mounts it once) and `toast`. Each app
 * bundles this file, but `sonner` itself is a federation singleton
 * (federation-shared.ts), so every copy's `toast()` reaches the same store
 * and the host's one region shows it. Apps import `toast` from here, never
 * from `sonner` (lint), so the options below apply everywhere.
 *
 * SPEC.md §4/§9: 5000 ms, pause while hovered or focused (sonner's own
 * behaviour), swipe right to dismiss, F8 focuses the region, whose label is
 * «Уведомления F8» (sonner appends the hotkey to `containerAriaLabel`).
 * The spec's 50 px swipe threshold is not configurable in sonner 2: it
 * dismisses past 45 px (or on a fast flick).
 */
import * as React from 'react';
import { Toaster as Sonner, toast, type ToasterProps } from 'sonner';

const TOAST_DURATION = 5000;
const TOAST_HOTKEY = ['F8'];
const TOAST_REGION_LABEL = 'Уведомления';

// sonner's colours from the theme's variables (theme.css).
const themeVariables: React.CSSProperties & Record<`--${string}`, string> = {
  '--normal-bg': 'var(--popover)',
  '--normal-text': 'var(--popover-foreground)',
  '--normal-border': 'var(--border)',
  '--border-radius': 'var(--radius)',
};

type ColorMode = 'light' | 'dark';

// The colour mode is whatever class the host put on <html>, forced or chosen.
function subscribeColorMode(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

function getColorMode(): ColorMode {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

function getServerColorMode(): ColorMode {
  return 'light';
}

function useDocumentColorMode(): ColorMode {
  return React.useSyncExternalStore(subscribeColorMode, getColorMode, getServerColorMode);
}

function Toaster({ theme, toastOptions, ...props }: ToasterProps) {
  const colorMode = useDocumentColorMode();
  return (
    <Sonner
      theme={theme ?? colorMode}
      className="toaster group"
      duration={TOAST_DURATION}
      swipeDirections={['right']}
      hotkey={TOAST_HOTKEY}
      containerAriaLabel={TOAST_REGION_LABEL}
      toastOptions={{ closeButtonAriaLabel: 'Закрыть уведомление', ...toastOptions }}
      style={themeVariables}
      {...props}
    />
  );
}

export { Toaster, toast, useDocumentColorMode, TOAST_DURATION, TOAST_HOTKEY, TOAST_REGION_LABEL };
export type { ToasterProps };
