import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setupHostApi } from '../../__tests__/helpers/host-api.ts';
import { renderApp } from '../../__tests__/helpers/render-app.tsx';
import { captureEarlyErrors } from '../use-unhandled-error.ts';

vi.mock('../../landing/landing-page.tsx', () => ({
  LandingPage: () => {
    throw Object.assign(new Error('Нет доступа к разделу'), { status: 403 });
  },
}));

setupHostApi({ signedIn: false });

let errors: ReturnType<typeof vi.spyOn>;
let warnings: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  warnings = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

/** What `window` sees for a promise nobody caught. */
function rejectUnhandled(reason: unknown): void {
  act(() => {
    window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason }));
  });
}

describe('errors routed to the error screen', () => {
  it('an unmatched path is the 404 screen and a non-fatal Page Not Found', async () => {
    await renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeInTheDocument();
    expect(screen.getByText('Страницы по адресу /no/such/page нет.')).toBeInTheDocument();
    // Said in an effect, which may run after the heading is on screen.
    await waitFor(() => expect(warnings).toHaveBeenCalledWith('Page Not Found: /no/such/page'));
    expect(errors).not.toHaveBeenCalled();
  });

  it('an error thrown while rendering a route shows its status and is logged', async () => {
    await renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Доступ запрещен' })).toBeInTheDocument();
    expect(screen.getByText('Нет доступа к разделу')).toBeInTheDocument();
    expect(errors).toHaveBeenCalledWith('Unhandled error on /', expect.any(Error));
  });

  it('leaving a page that threw while rendering dismisses the screen', async () => {
    const app = await renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Доступ запрещен' });
    await app.navigate('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Вход в кабинет' })).toBeInTheDocument();
  });

  it.each([
    [{ status: 404 }, 'Страница не найдена'],
    [{ status: 500 }, 'Ошибка сервера'],
    [{ statusCode: 401 }, 'Необходима авторизация'],
    [{}, 'Ошибка сервера'],
  ])('an unhandled rejection %o shows «%s» and is logged', async (fields, heading) => {
    await renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Вход в кабинет' });
    const reason = Object.assign(new Error('Сбой'), fields);
    rejectUnhandled(reason);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(errors).toHaveBeenCalledWith('Unhandled promise rejection', reason);
  });

  it('an error thrown before the first render is shown once the app renders', async () => {
    captureEarlyErrors();
    const error = Object.assign(new Error('Сбой при запуске'), { status: 500 });
    window.dispatchEvent(new ErrorEvent('error', { error, message: error.message }));
    await renderApp('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ошибка сервера' })).toBeInTheDocument();
    expect(screen.getByText('Сбой при запуске')).toBeInTheDocument();
    expect(errors).toHaveBeenCalledWith('Unhandled error', error);
  });

  it('a cancelled request is not an error', async () => {
    await renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Вход в кабинет' });
    rejectUnhandled(new DOMException('The operation was aborted.', 'AbortError'));
    expect(screen.getByRole('heading', { level: 1, name: 'Вход в кабинет' })).toBeInTheDocument();
  });

  it('leaving the page dismisses the screen', async () => {
    const app = await renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Вход в кабинет' });
    rejectUnhandled(Object.assign(new Error('Сбой'), { status: 500 }));
    await screen.findByRole('heading', { level: 1, name: 'Ошибка сервера' });
    await app.navigate('/register');
    expect(await screen.findByRole('heading', { level: 1, name: 'Регистрация' })).toBeInTheDocument();
  });
});
