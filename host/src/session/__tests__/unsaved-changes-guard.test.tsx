import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useUnsavedChanges } from '@cabinet/kit/forms';
import { UnsavedChangesGuard } from '../unsaved-changes-guard.tsx';

function Form({ unsaved }: { unsaved: boolean }) {
  useUnsavedChanges(unsaved);
  return (
    <>
      <h1>Профиль</h1>
      <Link to="/events">События</Link>
    </>
  );
}

function renderAt(unsaved: boolean) {
  render(
    <MemoryRouter initialEntries={['/profile']}>
      <Routes>
        <Route path="/profile" element={<Form unsaved={unsaved} />} />
        <Route path="/events" element={<h1>События</h1>} />
      </Routes>
      <UnsavedChangesGuard />
    </MemoryRouter>,
  );
}

describe('UnsavedChangesGuard', () => {
  it('asks before a link leaves unsaved input; «Остаться» stays, «Уйти» goes', async () => {
    const user = userEvent.setup();
    renderAt(true);
    await user.click(screen.getByRole('link', { name: 'События' }));
    const dialog = await screen.findByRole('dialog', { name: 'Уйти со страницы?' });
    expect(dialog).toHaveTextContent('Несохранённые изменения пропадут.');
    expect(screen.getByRole('button', { name: 'Остаться' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Остаться' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Профиль' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'События' }));
    await user.click(await screen.findByRole('button', { name: 'Уйти' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'События' })).toBeInTheDocument();
  });

  it('lets a link go without a question when nothing is unsaved', async () => {
    const user = userEvent.setup();
    renderAt(false);
    await user.click(screen.getByRole('link', { name: 'События' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'События' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
