import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupHostApi } from '../../__tests__/helpers/host-api.ts';
import { testRemotes } from '../../__tests__/helpers/remote-stub.tsx';
import { renderApp } from '../../__tests__/helpers/render-app.tsx';
import { pageReload } from '../page-reload.ts';

setupHostApi();

const chunkError = Object.assign(new Error('Loading chunk 512 failed.'), { name: 'ChunkLoadError' });

function rejectUnhandled(reason: unknown): void {
  act(() => {
    window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason }));
  });
}

let reload: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  reload = vi.spyOn(pageReload, 'reload').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

describe('a chunk that fails to load outside any boundary', () => {
  it('reloads the page instead of showing the error screen', async () => {
    await renderApp('/cabinet', { remotes: testRemotes });
    await screen.findByRole('heading', { level: 1, name: 'Кабинет' });

    rejectUnhandled(chunkError);
    expect(await screen.findByText('Обновляем страницу…')).toBeVisible();
    // The reload is an effect of the status shown: it runs after the commit that showed it.
    await waitFor(() => expect(reload).toHaveBeenCalledOnce());
  });

  it('shows the error screen when it fails again on the same page within 10 s', async () => {
    window.sessionStorage.setItem('cabinet.chunk-reload:/cabinet', String(Date.now() - 2000));
    await renderApp('/cabinet', { remotes: testRemotes });
    await screen.findByRole('heading', { level: 1, name: 'Кабинет' });

    rejectUnhandled(chunkError);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ошибка сервера' })).toBeVisible();
    // The browser's English message stays in the console; the screen says what to do.
    expect(screen.queryByText('Loading chunk 512 failed.')).not.toBeInTheDocument();
    expect(screen.getByText('Что-то пошло не так. Попробуйте ещё раз через минуту.')).toBeVisible();
    expect(reload).not.toHaveBeenCalled();
  });
});
