import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { BackToList, fromListState } from '../back-to-list.tsx';

function renderItemPage(state: unknown) {
  render(
    <MemoryRouter initialEntries={[{ pathname: '/cabinet/polls/3', state }]}>
      {/* Mounted the way the host mounts a remote: its routes under its prefix. */}
      <Routes>
        <Route path="/cabinet/polls">
          <Route index element={<p>Список</p>} />
          <Route path=":id" element={<BackToList label="Ко всем опросам" />} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
  return screen.getByRole('link', { name: 'Ко всем опросам' });
}

describe('BackToList', () => {
  it('leads back to the view and page the user came from', () => {
    expect(renderItemPage(fromListState('?status=new&page=2'))).toHaveAttribute('href', '/cabinet/polls?status=new&page=2');
  });

  it('leads to the list’s first page when the page was opened directly', () => {
    expect(renderItemPage(null)).toHaveAttribute('href', '/cabinet/polls');
  });
});
