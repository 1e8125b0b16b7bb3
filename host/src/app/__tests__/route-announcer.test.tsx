import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { usePageTitle } from '@cabinet/kit/ui';
import { RouteAnnouncer } from '../route-announcer.tsx';

function Page({ title, next }: { title: string; next: string }) {
  usePageTitle(title);
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(next)}>
      Дальше
    </button>
  );
}

describe('RouteAnnouncer', () => {
  it('says nothing on the first page, then the title of each page navigated to', async () => {
    render(
      <MemoryRouter initialEntries={['/a']}>
        <RouteAnnouncer />
        <Routes>
          <Route path="/a" element={<Page title="События" next="/b" />} />
          <Route path="/b" element={<Page title="Опросы" next="/a" />} />
        </Routes>
      </MemoryRouter>,
    );
    const region = screen.getByTestId('route-announcer');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveTextContent('');
    act(() => screen.getByRole('button', { name: 'Дальше' }).click());
    expect(await screen.findByText('Опросы — Кабинет')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Дальше' }).click());
    expect(await screen.findByText('События — Кабинет')).toBeInTheDocument();
  });
});
