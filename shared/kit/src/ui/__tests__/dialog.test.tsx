import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { Button } from '../button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../dialog.tsx';

function MessageDialog({ showCloseButton }: { showCloseButton?: boolean }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button>Написать оператору</Button>
      </DialogTrigger>
      <DialogContent showCloseButton={showCloseButton}>
        <DialogHeader>
          <DialogTitle>Сообщение оператору</DialogTitle>
          <DialogDescription>Ответ придёт на вашу почту</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button>Отправить</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

describe('Dialog', () => {
  it('opens a named, described modal dialog from its trigger', async () => {
    render(<MessageDialog />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Написать оператору' }));
    const dialog = screen.getByRole('dialog', { name: 'Сообщение оператору' });
    expect(dialog).toHaveAccessibleDescription('Ответ придёт на вашу почту');
    expect(dialog).toHaveAttribute('data-slot', 'dialog-content');
  });

  it('closes with «Закрыть» and returns focus to the trigger', async () => {
    render(<MessageDialog />);
    const trigger = screen.getByRole('button', { name: 'Написать оператору' });
    await userEvent.click(trigger);
    await userEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes with Escape', async () => {
    render(<MessageDialog />);
    await userEvent.click(screen.getByRole('button', { name: 'Написать оператору' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('can leave out the close button', async () => {
    render(<MessageDialog showCloseButton={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Написать оператору' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Закрыть' })).not.toBeInTheDocument();
  });
});
