import { screen } from '@testing-library/react';
import { act, Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RENDERED_ANEW, startDocument } from '../start-document.tsx';

beforeEach(() => {
  document.body.innerHTML = '<div id="root"></div>';
});

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('starting a host document', () => {
  it('renders what its start resolves to into #root', async () => {
    await act(async () => {
      startDocument('app.html', async () => ({ element: <h1>Кабинет</h1> }));
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Кабинет' })).toBeInTheDocument();
  });

  it('hydrates a page the renderer painted, keeping its elements; a section it left to the browser is no difference', async () => {
    document.body.innerHTML =
      '<div id="root" data-rendered=""><h1>Кабинет</h1><!--$!--><template data-dgst="cabinet-client-only"></template><p>Загрузка</p><!--/$--></div>';
    const painted = screen.getByRole('heading', { level: 1, name: 'Кабинет' });
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const section = (
      <>
        <h1>Кабинет</h1>
        <Suspense fallback={<p>Загрузка</p>}>
          <p>События</p>
        </Suspense>
      </>
    );
    await act(async () => {
      startDocument('app.html', async () => ({ element: section, hydrate: true }));
    });
    expect(await screen.findByText('События')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Кабинет' })).toBe(painted);
    expect(warned).not.toHaveBeenCalled();
  });

  it('says so when a painted page differs from its first render, which then replaces it', async () => {
    document.body.innerHTML = '<div id="root" data-rendered=""><h1>Кабинет</h1></div>';
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      startDocument('app.html', async () => ({ element: <h1>Другой кабинет</h1>, hydrate: true }));
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Другой кабинет' })).toBeInTheDocument();
    expect(warned).toHaveBeenCalledWith(RENDERED_ANEW, expect.any(Error));
  });

  it('says in Russian that it could not start, with a reload, when its start fails', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      startDocument('guest.html', () => Promise.reject(new Error('config.json: 404')));
    });
    expect(await screen.findByText('Не удалось загрузить кабинет. Обновите страницу через минуту.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Обновить страницу' })).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('The cabinet failed to start', expect.any(Error));
  });
});
