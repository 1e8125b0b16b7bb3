import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { Button } from '../button.tsx';
import { EmptyState } from '../empty-state.tsx';
import { ErrorState } from '../error-state.tsx';
import { Skeleton } from '../skeleton.tsx';
import { LoadingState, Spinner } from '../spinner.tsx';

describe('ErrorState', () => {
  it('is announced as an alert with its message', () => {
    render(<ErrorState description="HTTP 500" />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Не удалось загрузить данные');
    expect(alert).toHaveTextContent('HTTP 500');
  });

  it('offers «Повторить» when given onRetry, and calls it', async () => {
    const onRetry = vi.fn();
    render(<ErrorState title="Раздел временно недоступен" onRetry={onRetry} />);
    expect(screen.getByText('Раздел временно недоступен')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('has no retry button without onRetry', () => {
    render(<ErrorState />);
    expect(screen.queryByRole('button', { name: 'Повторить' })).not.toBeInTheDocument();
  });

  it('disables the retry button while retrying', () => {
    render(<ErrorState onRetry={() => {}} retrying />);
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeDisabled();
  });

  it('does not submit a surrounding form', async () => {
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <ErrorState onRetry={() => {}} />
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('EmptyState', () => {
  it('shows its title, description and action', () => {
    render(
      <EmptyState
        title="Уведомлений нет"
        description="Здесь появятся новые уведомления"
        action={<Button>Обновить</Button>}
      />,
    );
    expect(screen.getByText('Уведомлений нет')).toHaveAttribute('data-slot', 'empty-state-title');
    expect(screen.getByText('Здесь появятся новые уведомления')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Обновить' })).toBeInTheDocument();
  });

  it('is not an alert', () => {
    render(<EmptyState title="Событий нет" />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('loading indicators', () => {
  it('announces a spinner as «Загрузка»', () => {
    render(<Spinner />);
    expect(screen.getByRole('status', { name: 'Загрузка' })).toHaveClass('animate-spin');
  });

  it('accepts another label for a spinner', () => {
    render(<Spinner aria-label="Отправка" />);
    expect(screen.getByRole('status', { name: 'Отправка' })).toBeInTheDocument();
  });

  it('shows a loading state with visible text', () => {
    render(<LoadingState />);
    expect(screen.getByRole('status')).toHaveTextContent('Загрузка…');
  });

  it('hides a skeleton from assistive technology', () => {
    render(<Skeleton data-testid="skeleton" className="h-4 w-20" />);
    const skeleton = screen.getByTestId('skeleton');
    expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    expect(skeleton).toHaveClass('animate-pulse', 'h-4', 'w-20');
  });
});
