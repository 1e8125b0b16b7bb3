import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { Pagination, pageRange } from '../pagination.tsx';

describe('pageRange', () => {
  it('lists every page of a short list', () => {
    expect(pageRange(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageRange(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('elides long gaps around the current page', () => {
    expect(pageRange(10, 20)).toEqual([1, 'ellipsis', 9, 10, 11, 'ellipsis', 20]);
  });

  it('keeps the same number of items near either end', () => {
    expect(pageRange(1, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 20]);
    expect(pageRange(4, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 20]);
    expect(pageRange(17, 20)).toEqual([1, 'ellipsis', 16, 17, 18, 19, 20]);
    expect(pageRange(20, 20)).toEqual([1, 'ellipsis', 16, 17, 18, 19, 20]);
  });

  it('widens with more siblings', () => {
    expect(pageRange(10, 20, 2)).toEqual([1, 'ellipsis', 8, 9, 10, 11, 12, 'ellipsis', 20]);
  });

  it('keeps the current page within 1…lastPage', () => {
    expect(pageRange(99, 3)).toEqual([1, 2, 3]);
    expect(pageRange(1, 0)).toEqual([1]);
  });
});

describe('Pagination', () => {
  it('names the navigation and its controls in Russian', () => {
    render(<Pagination page={2} lastPage={3} onPageChange={() => {}} />);
    const nav = screen.getByRole('navigation', { name: 'Навигация по страницам' });
    expect(within(nav).getByRole('button', { name: 'Предыдущая страница' })).toBeEnabled();
    expect(within(nav).getByRole('button', { name: 'Следующая страница' })).toBeEnabled();
    expect(within(nav).getByRole('button', { name: 'Страница 1' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Страница 3' })).toBeInTheDocument();
  });

  it('marks the current page', () => {
    render(<Pagination page={2} lastPage={3} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Страница 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Страница 1' })).not.toHaveAttribute('aria-current');
  });

  it('disables «Предыдущая страница» on the first page', async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={1} lastPage={5} onPageChange={onPageChange} />);
    const previous = screen.getByRole('button', { name: 'Предыдущая страница' });
    expect(previous).toBeDisabled();
    await userEvent.click(previous);
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('disables «Следующая страница» on the last page', () => {
    render(<Pagination page={5} lastPage={5} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Следующая страница' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Предыдущая страница' })).toBeEnabled();
  });

  it('calls onPageChange with the chosen page', async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={3} lastPage={10} onPageChange={onPageChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Следующая страница' }));
    await userEvent.click(screen.getByRole('button', { name: 'Предыдущая страница' }));
    await userEvent.click(screen.getByRole('button', { name: 'Страница 10' }));
    expect(onPageChange.mock.calls).toEqual([[4], [2], [10]]);
  });

  it('is operable from the keyboard', async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={1} lastPage={2} onPageChange={onPageChange} />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Страница 1' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('renders links when given getHref', () => {
    render(<Pagination page={1} lastPage={3} getHref={(page) => `?page=${page}`} />);
    expect(screen.getByRole('link', { name: 'Страница 2' })).toHaveAttribute('href', '?page=2');
    expect(screen.getByRole('link', { name: 'Следующая страница' })).toHaveAttribute('href', '?page=2');
    const previous = screen.getByRole('link', { name: 'Предыдущая страница' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(previous).not.toHaveAttribute('href');
  });

  it('lets onPageChange take over a plain click on a link', async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={1} lastPage={3} getHref={(page) => `?page=${page}`} onPageChange={onPageChange} />);
    await userEvent.click(screen.getByRole('link', { name: 'Страница 3' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
  });

  it('renders nothing for a single page', () => {
    const { container } = render(<Pagination page={1} lastPage={1} onPageChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });
});
