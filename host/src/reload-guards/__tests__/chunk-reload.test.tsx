import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChunkErrorGate } from '../chunk-error-gate.tsx';
import { CHUNK_RELOAD_WINDOW_MS, reloadForChunkError } from '../chunk-reload.ts';
import { pageReload } from '../page-reload.ts';

const chunkError = Object.assign(new Error('Loading chunk 512 failed.'), { name: 'ChunkLoadError' });

let reload: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  reload = vi.spyOn(pageReload, 'reload').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  window.history.replaceState(null, '', '/cabinet/events');
});

afterEach(() => {
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

describe('reloading after a chunk failed to load', () => {
  it('reloads once per path within 10 s', () => {
    const now = 1_700_000_000_000;
    expect(reloadForChunkError('/cabinet/events', now)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadForChunkError('/cabinet/events', now + CHUNK_RELOAD_WINDOW_MS - 1)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('counts each path on its own', () => {
    const now = 1_700_000_000_000;
    expect(reloadForChunkError('/cabinet/events', now)).toBe(true);
    expect(reloadForChunkError('/login', now + 1)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('may reload again once 10 s have passed', () => {
    const now = 1_700_000_000_000;
    reloadForChunkError('/cabinet/events', now);
    expect(reloadForChunkError('/cabinet/events', now + CHUNK_RELOAD_WINDOW_MS)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('never reloads without sessionStorage, which could loop', () => {
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(reloadForChunkError('/cabinet/events')).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('the gate in front of an error display', () => {
  it('reloads the page for a chunk failure instead of showing the error', () => {
    render(
      <ChunkErrorGate error={chunkError}>
        <h1>Ошибка сервера</h1>
      </ChunkErrorGate>,
    );
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('Обновляем страницу…');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('shows the error screen when the chunk fails again after the reload', () => {
    reloadForChunkError('/cabinet/events');
    reload.mockClear();
    render(
      <ChunkErrorGate error={chunkError}>
        <h1>Ошибка сервера</h1>
      </ChunkErrorGate>,
    );
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Ошибка сервера' })).toBeVisible();
  });

  it('shows any other error as it is', () => {
    render(
      <ChunkErrorGate error={new TypeError('x is undefined')}>
        <h1>Ошибка сервера</h1>
      </ChunkErrorGate>,
    );
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Ошибка сервера' })).toBeVisible();
  });
});
