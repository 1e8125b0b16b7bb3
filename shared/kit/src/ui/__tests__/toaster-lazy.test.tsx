import { act, render, screen } from '@testing-library/react';
import { afterAll, describe, expect, it, vi } from 'vitest';

import { TOAST_EVENT } from '../toaster.tsx';
import type * as ToasterModule from '../toaster.tsx';

/** A fresh copy of the module: nothing raised through it yet, as in an app whose code raised no toast. */
async function freshToaster(): Promise<typeof ToasterModule> {
  vi.resetModules();
  return import('../toaster.tsx');
}

// sonner removes a dismissed toast on a timer of its own.
afterAll(() => new Promise((resolve) => setTimeout(resolve, 500)));

describe('the toast region, loaded with the first toast', () => {
  it('is not there until a toast is raised, then shows it', async () => {
    const { Toaster, toast } = await freshToaster();
    render(<Toaster />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    act(() => {
      toast.success('Ответы сохранены');
    });
    expect(await screen.findByRole('region', { name: 'Уведомления F8' })).toBeInTheDocument();
    expect(await screen.findByText('Ответы сохранены')).toBeInTheDocument();
    act(() => toast.dismiss());
  });

  it('mounts on the event another app’s copy of the kit sends', async () => {
    const { Toaster } = await freshToaster();
    render(<Toaster />);
    expect(screen.queryByRole('region', { name: 'Уведомления F8' })).not.toBeInTheDocument();
    act(() => {
      document.dispatchEvent(new Event(TOAST_EVENT));
    });
    expect(await screen.findByRole('region', { name: 'Уведомления F8' })).toBeInTheDocument();
  });
});
