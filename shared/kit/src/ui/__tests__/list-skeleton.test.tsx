import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ListSkeleton, Skeleton } from '../skeleton.tsx';

describe('ListSkeleton', () => {
  it('announces the loading list once, as a status, with a few cards of the item’s shape', () => {
    render(
      <ListSkeleton label="Загрузка событий">
        <Skeleton data-testid="line" />
      </ListSkeleton>,
    );
    const status = screen.getByRole('status', { name: 'Загрузка событий' });
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(status.querySelectorAll('[data-testid="line"]')).toHaveLength(3);
  });
});
