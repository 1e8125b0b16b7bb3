import { screen } from '@testing-library/react';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startDocument } from '../start-document.tsx';

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
