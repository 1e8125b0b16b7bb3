import type { ReactElement } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, createQueryClient, setUser } from '@cabinet/runtime';
import { seedUser } from '@cabinet/testing';
import { ErrorScreen, ThrownErrorScreen } from '../error-screen.tsx';

/** Any other page: says where the screen led. */
function Elsewhere() {
  return <p data-testid="pathname">{useLocation().pathname}</p>;
}

/** The screen on `/broken` after `/previous`, for a guest or a signed-in user. */
function renderScreen(props: { status?: number; detail?: string }, signedIn = false) {
  renderOnBroken(<ErrorScreen {...props} />, signedIn);
}

function renderOnBroken(element: ReactElement, signedIn = false) {
  const queryClient = createQueryClient();
  setUser(queryClient, signedIn ? seedUser(Date.now()) : null);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/previous', '/broken']} initialIndex={1}>
        <Routes>
          <Route path="/broken" element={element} />
          <Route path="*" element={<Elsewhere />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('error screen', () => {
  it.each([
    [401, 'Необходима авторизация'],
    [403, 'Доступ запрещен'],
    [404, 'Страница не найдена'],
    [419, 'Сессия устарела'],
    [422, 'Данные не приняты'],
    [429, 'Слишком много запросов'],
    [500, 'Ошибка сервера'],
    [502, 'Ошибка сервера'],
    [418, 'Ошибка сервера'],
    [undefined, 'Ошибка сервера'],
  ])('heads status %s with «%s»', (status, heading) => {
    renderScreen({ status });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
  });

  it.each([
    ['the browser’s failed fetch', new TypeError('Failed to fetch')],
    ['the client’s error without an answer', new ApiError({ request: { method: 'GET', url: '/api/cabinet/events' }, cause: new TypeError('Failed to fetch') })],
  ])('heads a lost connection (%s) «Нет связи с сервером» and says what to do', (_case, error) => {
    renderOnBroken(<ThrownErrorScreen error={error} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Нет связи с сервером');
    expect(screen.getByText('Проверьте подключение к интернету и попробуйте ещё раз.')).toBeInTheDocument();
    expect(screen.queryByText('Failed to fetch')).not.toBeInTheDocument();
  });

  it('heads a thrown 429 with its own words, not «Ошибка сервера»', () => {
    renderOnBroken(<ThrownErrorScreen error={Object.assign(new Error('Too Many Attempts.'), { status: 429 })} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Слишком много запросов');
    expect(screen.getByText('Подождите минуту и попробуйте ещё раз.')).toBeInTheDocument();
  });

  it('shows a Russian detail, and says what to do instead of an English one', () => {
    renderScreen({ status: 500, detail: 'Сбой при загрузке раздела' });
    expect(screen.getByText('Сбой при загрузке раздела')).toBeInTheDocument();
    cleanup();
    renderScreen({ status: 404, detail: 'Page Not Found: /nope' });
    expect(screen.queryByText('Page Not Found: /nope')).not.toBeInTheDocument();
    expect(screen.getByText('Такой страницы нет: проверьте адрес или вернитесь на главную.')).toBeInTheDocument();
  });

  it('Главная leads a guest to the landing page', async () => {
    renderScreen({ status: 404 });
    await userEvent.click(screen.getByRole('button', { name: 'Главная' }));
    expect(screen.getByTestId('pathname')).toHaveTextContent(/^\/$/);
  });

  it('Главная leads a signed-in user to the events', async () => {
    renderScreen({ status: 404 }, true);
    await userEvent.click(screen.getByRole('button', { name: 'Главная' }));
    expect(screen.getByTestId('pathname')).toHaveTextContent(/^\/events$/);
  });

  it('Назад goes back in history', async () => {
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
    vi.spyOn(window.history, 'length', 'get').mockReturnValue(2);
    renderScreen({ status: 403 });
    await userEvent.click(screen.getByRole('button', { name: 'Назад' }));
    expect(back).toHaveBeenCalledOnce();
  });

  it('renders nothing for a bot, only a log line', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)',
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderScreen({ status: 404, detail: 'Page Not Found: /nope' });
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('Error page not rendered for a bot: 404 Page Not Found: /nope');
  });
});
