import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';

import { Toaster, requestToaster, toast } from '../toaster.tsx';

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
  vi.useRealTimers();
  document.documentElement.classList.remove('dark');
});

// sonner removes a dismissed toast on a timer of its own: let the last ones
// run out while the test window still exists (else 'window is not defined').
afterAll(() => new Promise((resolve) => setTimeout(resolve, 500)));

function toastItem(text: string): HTMLElement {
  const item = screen.getByText(text).closest<HTMLElement>('[data-sonner-toast]');
  if (!item) throw new Error(`no toast with ${text}`);
  return item;
}

describe('Toaster', () => {
  it('labels its region with the F8 hotkey', async () => {
    render(<Toaster />);
    act(() => requestToaster());
    expect(await screen.findByRole('region', { name: 'Уведомления F8' })).toBeInTheDocument();
  });

  it('writes in the page’s font, not the one sonner sets', async () => {
    render(<Toaster />);
    act(() => {
      toast('Шрифт страницы');
    });
    const item = (await screen.findByText('Шрифт страницы')).closest<HTMLElement>('[data-sonner-toaster]');
    expect(item?.style.fontFamily).toBe('inherit');
  });

  it('shows a toast raised through the re-exported toast()', async () => {
    render(<Toaster />);
    act(() => {
      toast.success('Профиль сохранён');
    });
    expect(await screen.findByText('Профиль сохранён')).toBeInTheDocument();
  });

  it('closes a toast after 5000 ms', async () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast('Сообщение отправлено');
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(4800);
    });
    expect(screen.getByText('Сообщение отправлено')).toBeInTheDocument();
    expect(toastItem('Сообщение отправлено')).toHaveAttribute('data-removed', 'false');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(screen.queryByText('Сообщение отправлено')).not.toBeInTheDocument();
  });

  it('focuses the toasts on F8', async () => {
    render(<Toaster />);
    act(() => {
      toast('Отмечено');
    });
    await screen.findByText('Отмечено');
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    expect(document.activeElement).toHaveAttribute('data-sonner-toaster');
  });

  it('is dismissed by a swipe to the right only', async () => {
    const onDismiss = vi.fn();
    render(<Toaster />);
    act(() => {
      toast('Смахни меня', { onDismiss });
    });
    await screen.findByText('Смахни меня');
    const swipe = (dx: number, dy = 0) => {
      const item = toastItem('Смахни меня');
      fireEvent.pointerDown(item, { clientX: 200, clientY: 100, pointerId: 1, button: 0 });
      fireEvent.pointerMove(item, { clientX: 200 + dx / 2, clientY: 100 + dy / 2, pointerId: 1 });
      fireEvent.pointerMove(item, { clientX: 200 + dx, clientY: 100 + dy, pointerId: 1 });
      fireEvent.pointerUp(item, { clientX: 200 + dx, clientY: 100 + dy, pointerId: 1 });
    };
    swipe(-120);
    swipe(0, 120);
    swipe(0, -120);
    expect(onDismiss).not.toHaveBeenCalled();
    swipe(120);
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('follows the colour mode on <html>', async () => {
    render(<Toaster />);
    act(() => {
      toast('Тема');
    });
    await screen.findByText('Тема');
    const list = () => document.querySelector('[data-sonner-toaster]');
    expect(list()).toHaveAttribute('data-sonner-theme', 'light');
    act(() => {
      document.documentElement.classList.add('dark');
    });
    await waitFor(() => expect(list()).toHaveAttribute('data-sonner-theme', 'dark'));
  });
});
