import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setupHostApi } from '../../__tests__/helpers/host-api.ts';
import { renderApp } from '../../__tests__/helpers/render-app.tsx';
import { testRemotes } from '../../__tests__/helpers/remote-stub.tsx';

vi.mock('../../federation/remote-outlet.tsx', async () => ({
  RemoteOutlet: (await import('../../__tests__/helpers/remote-stub.tsx')).RemoteStub,
}));

/** Which page groups have been imported so far: a factory runs on the first import only. */
const imported = vi.hoisted(() => new Set<string>());

vi.mock('../auth-pages.ts', async (importOriginal) => {
  imported.add('auth');
  return importOriginal();
});
vi.mock('../verify-pages.ts', async (importOriginal) => {
  imported.add('verify');
  return importOriginal();
});
vi.mock('../../landing/landing-page.tsx', async (importOriginal) => {
  imported.add('landing');
  return importOriginal();
});

setupHostApi({ signedIn: true });

describe('lazy pages', () => {
  // One test in order: module imports are not undone between tests.
  it('a cabinet page loads none of the lazy pages; a group loads on its first visit', async () => {
    const app = await renderApp('/cabinet/events', { remotes: testRemotes });
    expect(await screen.findByRole('heading', { level: 1, name: 'События' })).toBeInTheDocument();
    expect([...imported]).toEqual([]);

    await app.navigate('/verify');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ссылка неполная' })).toBeInTheDocument();
    expect([...imported]).toEqual(['verify']);

    await app.navigate('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Личный кабинет' })).toBeInTheDocument();
    expect([...imported]).toEqual(['verify', 'landing']);
  });
});
