import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COLOR_MODE_STORAGE_KEY } from '../color-mode.ts';
import { ColorModeSwitch } from '../color-mode-switch.tsx';
import { fakeColorScheme, resetDocumentColorMode } from './fake-color-scheme.ts';

afterEach(() => {
  vi.restoreAllMocks();
  resetDocumentColorMode();
});

describe('the colour-mode switch', () => {
  it('offers «Системная», «Светлая» and «Тёмная», with the current choice checked', async () => {
    fakeColorScheme(false);
    const user = userEvent.setup();
    render(<ColorModeSwitch />);
    await user.click(screen.getByRole('button', { name: 'Цветовая тема' }));
    const group = screen.getByRole('radiogroup', { name: 'Цветовая тема' });
    expect(group).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Системная' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Светлая' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Тёмная' })).not.toBeChecked();
  });

  it('makes the page dark and remembers it when «Тёмная» is chosen', async () => {
    fakeColorScheme(false);
    const user = userEvent.setup();
    render(<ColorModeSwitch />);
    await user.click(screen.getByRole('button', { name: 'Цветовая тема' }));
    await user.click(screen.getByRole('radio', { name: 'Тёмная' }));
    expect(document.documentElement).toHaveClass('dark');
    expect(window.localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('dark');
    expect(screen.getByRole('radio', { name: 'Тёмная' })).toBeChecked();
  });

  it('goes back to the OS scheme with «Системная»', async () => {
    fakeColorScheme(true);
    window.localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'light');
    const user = userEvent.setup();
    render(<ColorModeSwitch />);
    await user.click(screen.getByRole('button', { name: 'Цветовая тема' }));
    await user.click(screen.getByRole('radio', { name: 'Системная' }));
    expect(document.documentElement).toHaveClass('dark');
    expect(window.localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('system');
  });

  it('closes on Escape, giving the focus back to its button, and on a press outside', async () => {
    fakeColorScheme(false);
    const user = userEvent.setup();
    render(
      <>
        <ColorModeSwitch />
        <p>Снаружи</p>
      </>,
    );
    const button = screen.getByRole('button', { name: 'Цветовая тема' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('radio', { name: 'Системная' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    await user.click(screen.getByText('Снаружи'));
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
  });
});
