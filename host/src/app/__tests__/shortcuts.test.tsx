/**
 * SPEC §2's short addresses (`/events`) come from the registry, like the
 * sections themselves: a remote the host was never told about by hand gets
 * one too.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { RemoteEntry } from '@cabinet/runtime';
import { setupHostApi } from '../../__tests__/helpers/host-api.ts';
import { renderApp } from '../../__tests__/helpers/render-app.tsx';
import { testRemotes } from '../../__tests__/helpers/remote-stub.tsx';

vi.mock('../../federation/remote-outlet.tsx', async () => ({
  RemoteOutlet: (await import('../../__tests__/helpers/remote-stub.tsx')).RemoteStub,
}));
// Entering a section would read /remotes.json to follow releases: not what these tests are about.
vi.mock('../../federation/remote-release-reload.tsx', () => ({ RemoteReleaseReload: () => null }));

setupHostApi({ signedIn: true });

const library: RemoteEntry = { name: 'library', title: 'Библиотека', entry: 'http://localhost:3005/mf-manifest.json' };
const registry = [...testRemotes, library];

describe('short addresses', () => {
  it.each(registry.map((remote) => [remote.name, remote.title]))('/%s leads to its section, keeping the query', async (name, title) => {
    const app = await renderApp(`/${name}?page=2#top`, { remotes: registry });
    await waitFor(() => expect(app.location()).toBe(`/cabinet/${name}?page=2`));
    expect(window.location.hash).toBe('#top');
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('exist only for the remotes of the registry', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const app = await renderApp('/library', { remotes: testRemotes });
    expect(await screen.findByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeInTheDocument();
    expect(app.location()).toBe('/library');
  });
});
