import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { listSearch, readListParams, useListParams, type ListFilter } from '../list-params.ts';

const filter: ListFilter<'upcoming' | 'past'> = { param: 'status', values: ['upcoming', 'past'], fallback: 'upcoming' };

describe('list params in the URL', () => {
  it('reads the view and the page, falling back to the defaults', () => {
    expect(readListParams(new URLSearchParams('status=past&page=3'), filter)).toEqual({ filter: 'past', page: 3 });
    expect(readListParams(new URLSearchParams('status=soon&page=-2'), filter)).toEqual({ filter: 'upcoming', page: 1 });
    expect(readListParams(new URLSearchParams('page=2.5'), filter)).toEqual({ filter: 'upcoming', page: 1 });
  });

  it('writes the defaults as nothing', () => {
    expect(listSearch({ filter: 'upcoming', page: 1 }, filter)).toBe('');
    expect(listSearch({ filter: 'past', page: 2 }, filter)).toBe('?status=past&page=2');
  });

  it('gives tabs that open each view on its first page, and pages that keep the view', () => {
    const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={['/list?status=past&page=4']}>{children}</MemoryRouter>;
    const { result } = renderHook(() => ({ list: useListParams(filter), location: useLocation() }), { wrapper });
    expect(result.current.list.tabs({ upcoming: 'Предстоящие', past: 'Прошедшие' })).toEqual([
      { label: 'Предстоящие', search: '', current: false },
      { label: 'Прошедшие', search: '?status=past', current: true },
    ]);
    expect(result.current.list.search).toBe('?status=past&page=4');
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    act(() => result.current.list.setPage(5));
    expect(result.current.location.search).toBe('?status=past&page=5');
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });
  });
});
