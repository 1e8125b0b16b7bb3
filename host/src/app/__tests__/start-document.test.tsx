import { screen } from '@testing-library/react';
import { act, Suspense, useEffect } from 'react';
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

  it('hydrates a painted page in slices that let the browser run other tasks, not in one long task', async () => {
    const items = Array.from({ length: 30 }, (_, index) => `Событие ${index + 1}`);
    document.body.innerHTML = `<div id="root" data-rendered="">${items.map((item) => `<p>${item}</p>`).join('')}</div>`;
    // Outside act(): React's own scheduler decides when to yield, as in the browser.
    const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const actEnvironment = scope.IS_REACT_ACT_ENVIRONMENT;
    scope.IS_REACT_ACT_ENVIRONMENT = false;
    // Another task of the page: the turn of the event loop each part was rendered in.
    let turn = 0;
    let hydrated = false;
    const tick = () => {
      turn += 1;
      if (!hydrated) setImmediate(tick);
    };
    tick();
    const turns = new Set<number>();
    // Each part takes 2 ms to render: 60 ms in all, far past a slice of 5 ms.
    const Slow = ({ text }: { text: string }) => {
      const until = performance.now() + 2;
      while (performance.now() < until);
      turns.add(turn);
      return <p>{text}</p>;
    };
    const Done = () => {
      useEffect(() => {
        hydrated = true;
      }, []);
      return null;
    };
    try {
      startDocument('app.html', async () => ({
        element: (
          <>
            {items.map((item) => (
              <Slow key={item} text={item} />
            ))}
            <Done />
          </>
        ),
        hydrate: true,
      }));
      await vi.waitFor(() => expect(hydrated).toBe(true));
    } finally {
      hydrated = true;
      scope.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
    expect(turns.size).toBeGreaterThan(1);
    expect(screen.getByText('Событие 30')).toBeInTheDocument();
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
