import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupApiServer } from '@cabinet/shared/testing';
import { renderApp } from '../../__tests__/helpers/render-app.tsx';

setupApiServer({ signedIn: false });

describe('the landing page', () => {
  it('is always light, and gives the page its mode back when left', async () => {
    document.documentElement.classList.add('dark');
    const app = await renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Личный кабинет' });
    expect(document.documentElement).not.toHaveClass('dark');
    expect(document.documentElement).toHaveAttribute('data-forced-color-mode', 'light');

    await app.navigate('/login');
    expect(document.documentElement).toHaveClass('dark');
    expect(document.documentElement).not.toHaveAttribute('data-forced-color-mode');
    document.documentElement.classList.remove('dark');
  });
});
