import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, type PaginationMeta } from '@cabinet/runtime';
import { PagedList, type PageQuery } from '../paged-list.tsx';

function meta(overrides: Partial<PaginationMeta> = {}): PaginationMeta {
  return { current_page: 1, from: 1, last_page: 1, per_page: 15, to: 2, total: 2, path: '/items', ...overrides };
}

function query(overrides: Partial<PageQuery<string, PaginationMeta>>): PageQuery<string, PaginationMeta> {
  return { isPending: false, isError: false, isFetching: false, isPlaceholderData: false, error: null, data: undefined, refetch: vi.fn(), ...overrides };
}

function renderList(state: PageQuery<string, PaginationMeta>) {
  render(
    <MemoryRouter>
      <PagedList
        query={state}
        label="Список дел"
        errorTitle="Не удалось загрузить дела"
        skeleton={<p>Загрузка дел</p>}
        empty={<p>Дел нет</p>}
        emptyPageTitle="На этой странице дел нет"
        pageSearch={(page) => (page > 1 ? `?page=${page}` : '')}
        onPageChange={vi.fn()}
        header={(page) => <p>Всего: {page.total}</p>}
        itemKey={(item) => item}
        renderItem={(item) => <span>{item}</span>}
      />
    </MemoryRouter>,
  );
}

describe('PagedList', () => {
  it('shows the skeleton while the first page loads', () => {
    renderList(query({ isPending: true }));
    expect(screen.getByText('Загрузка дел')).toBeInTheDocument();
  });

  it('shows the items as a named list, its header and the pages', () => {
    renderList(query({ data: { data: ['первое', 'второе'], meta: meta({ last_page: 3, total: 40 }) } }));
    expect(screen.getByRole('list', { name: 'Список дел' })).toHaveTextContent('первоевторое');
    expect(screen.getByText('Всего: 40')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /3/ })).toHaveAttribute('href', '?page=3');
  });

  it('keeps the previous page dimmed and busy while the next loads', () => {
    renderList(query({ isPlaceholderData: true, data: { data: ['первое'], meta: meta() } }));
    expect(screen.getByRole('list', { name: 'Список дел' })).toHaveAttribute('aria-busy', 'true');
  });

  it('says a failure in Russian and retries on «Повторить»', async () => {
    const refetch = vi.fn();
    const error = new ApiError({ request: { method: 'GET', url: '/items' }, response: new Response('{}', { status: 503 }), data: { message: 'Service Unavailable' } });
    renderList(query({ isError: true, error, refetch }));
    expect(screen.getByRole('alert')).toHaveTextContent('Не удалось загрузить дела');
    expect(screen.getByRole('alert')).toHaveTextContent('Сервис временно недоступен');
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('tells an empty list from a page past the end', () => {
    renderList(query({ data: { data: [], meta: meta({ total: 0, from: null, to: null }) } }));
    expect(screen.getByText('Дел нет')).toBeInTheDocument();
  });

  it('offers the first page when a stale link points past the last', () => {
    renderList(query({ data: { data: [], meta: meta({ current_page: 9, total: 3, from: null, to: null }) } }));
    expect(screen.getByText('На этой странице дел нет')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'К первой странице' })).toHaveAttribute('href', '/');
  });
});
