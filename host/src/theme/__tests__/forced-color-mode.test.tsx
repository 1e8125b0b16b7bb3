import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupHostApi } from '../../__tests__/helpers/host-api.ts';
import { renderApp } from '../../__tests__/helpers/render-app.tsx';
import { COLOR_MODE_STORAGE_KEY } from '../color-mode.ts';
import { setColorModePreference } from '../color-mode-store.ts';
import { fakeColorScheme, resetDocumentColorMode } from './fake-color-scheme.ts';

setupHostApi({ signedIn: false });

afterEach(() => {
  vi.restoreAllMocks();
  resetDocumentColorMode();
});

describe('the landing page', () => {
  it('is always light, and gives the page the user’s mode back when left', async () => {
    fakeColorScheme(false);
    window.localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'dark');
    // What the head script of app.html does before the app starts.
    document.documentElement.classList.add('dark');
    const app = await renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Личный кабинет' });
    expect(document.documentElement).not.toHaveClass('dark');
    expect(document.documentElement).toHaveAttribute('data-forced-color-mode', 'light');

    await app.navigate('/login');
    expect(document.documentElement).toHaveClass('dark');
    expect(document.documentElement).not.toHaveAttribute('data-forced-color-mode');
  });

  it('stays light when the user chooses dark meanwhile (in another tab), and is dark once left', async () => {
    fakeColorScheme(false);
    const app = await renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Личный кабинет' });
    setColorModePreference('dark');
    expect(document.documentElement).not.toHaveClass('dark');

    await app.navigate('/login');
    expect(document.documentElement).toHaveClass('dark');
  });
});
