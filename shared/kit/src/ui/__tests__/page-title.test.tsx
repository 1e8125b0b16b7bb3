import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageTitle, usePageTitle } from '../page-title.ts';

describe('page titles', () => {
  it('name the page, then the product', () => {
    expect(pageTitle('События')).toBe('События — Кабинет');
    expect(pageTitle('')).toBe('Кабинет');
  });

  it('usePageTitle sets the tab’s title and follows a change', () => {
    const { rerender } = renderHook(({ title }) => usePageTitle(title), { initialProps: { title: 'Опросы' } });
    expect(document.title).toBe('Опросы — Кабинет');
    rerender({ title: 'Оценка мастер-класса' });
    expect(document.title).toBe('Оценка мастер-класса — Кабинет');
  });
});
