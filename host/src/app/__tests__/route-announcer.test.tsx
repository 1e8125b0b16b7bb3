import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
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

/** A section whose code arrives after the announcer's moment has passed. */
function SlowPage() {
  const [loaded, setLoaded] = useState(false);
  if (loaded) return <Page title="Профиль" next="/a" />;
  return (
    <button type="button" onClick={() => setLoaded(true)}>
      Загрузить
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

  it('reads the new title when a slow page sets it after the old one was read', async () => {
    render(
      <MemoryRouter initialEntries={['/a']}>
        <RouteAnnouncer />
        <Routes>
          <Route path="/a" element={<Page title="Опросы" next="/slow" />} />
          <Route path="/slow" element={<SlowPage />} />
        </Routes>
      </MemoryRouter>,
    );
    act(() => screen.getByRole('button', { name: 'Дальше' }).click());
    // The moment passes while the page still has the old title.
    expect(await screen.findByText('Опросы — Кабинет')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Загрузить' }).click());
    expect(await screen.findByText('Профиль — Кабинет')).toBeInTheDocument();
  });
});
