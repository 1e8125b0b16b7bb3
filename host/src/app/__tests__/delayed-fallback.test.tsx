import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DelayedFallback } from '../delayed-fallback.tsx';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the page-load fallback', () => {
  it('shows nothing while a page takes less than 100 ms', () => {
    render(<DelayedFallback />);
    act(() => {
      vi.advanceTimersByTime(99);
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says «Загрузка страницы…» once 100 ms have passed', () => {
    render(<DelayedFallback />);
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Загрузка страницы…');
  });
});
