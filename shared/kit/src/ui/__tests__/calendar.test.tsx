import { CalendarDate } from '@internationalized/date';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { Calendar } from '../calendar.tsx';

const heading = () => screen.getByRole('grid').getAttribute('aria-labelledby') ?? '';
const caption = () => document.getElementById(heading())?.textContent ?? '';

describe('Calendar', () => {
  it('shows the month and weekdays in Russian, weeks from Monday', () => {
    render(<Calendar defaultValue={new CalendarDate(2024, 1, 15)} />);
    expect(caption()).toMatch(/^Январь 2024/);
    const weekdays = screen.getAllByRole('columnheader');
    expect(weekdays).toHaveLength(7);
    expect(weekdays[0]).toHaveTextContent('пн');
    expect(weekdays[0]).toHaveAttribute('abbr', 'понедельник');
    expect(weekdays[6]).toHaveTextContent('вс');
  });

  it('names each day by its full Russian date', () => {
    render(<Calendar defaultValue={new CalendarDate(2024, 1, 15)} />);
    expect(screen.getByRole('button', { name: 'понедельник, 15 января 2024 г.' })).toBeInTheDocument();
  });

  it('marks the selected day', () => {
    render(<Calendar defaultValue={new CalendarDate(2024, 1, 15)} />);
    const day = screen.getByRole('button', { name: /15 января 2024/ });
    expect(day.closest('td')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: /16 января 2024/ }).closest('td')).toHaveAttribute(
      'aria-selected',
      'false',
    );
  });

  it('pages through months with «Предыдущий месяц» and «Следующий месяц»', async () => {
    render(<Calendar defaultValue={new CalendarDate(2024, 1, 15)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Следующий месяц' }));
    expect(caption()).toMatch(/^Февраль 2024/);
    await userEvent.click(screen.getByRole('button', { name: 'Предыдущий месяц' }));
    await userEvent.click(screen.getByRole('button', { name: 'Предыдущий месяц' }));
    expect(caption()).toMatch(/^Декабрь 2023/);
  });

  it('keeps one day in the tab order and moves it with the arrow keys', async () => {
    render(<Calendar defaultValue={new CalendarDate(2024, 1, 15)} />);
    const tabbable = screen.getAllByRole('button').filter((button) => button.closest('td') && button.tabIndex === 0);
    expect(tabbable).toHaveLength(1);
    screen.getByRole('button', { name: /15 января 2024/ }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: /16 января 2024/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: /23 января 2024/ })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('button', { name: /понедельник, 22 января 2024/ })).toHaveFocus();
    await userEvent.keyboard('{PageDown}');
    expect(caption()).toMatch(/^Февраль 2024/);
    expect(screen.getByRole('button', { name: /22 февраля 2024/ })).toHaveFocus();
  });

  it('picks the focused day with Enter and reports an ISO date', async () => {
    const onChange = vi.fn();
    render(<Calendar defaultValue={new CalendarDate(2024, 1, 15)} onChange={onChange} />);
    screen.getByRole('button', { name: /15 января 2024/ }).focus();
    await userEvent.keyboard('{ArrowLeft}{Enter}');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(String(onChange.mock.calls[0]?.[0])).toBe('2024-01-14');
  });

  it('does not pick a day outside minValue/maxValue', async () => {
    const onChange = vi.fn();
    render(
      <Calendar
        defaultValue={new CalendarDate(2024, 1, 15)}
        minValue={new CalendarDate(2024, 1, 10)}
        onChange={onChange}
      />,
    );
    const early = screen.getByRole('button', { name: /, 9 января 2024/ });
    expect(early).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(early);
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Предыдущий месяц' })).toBeDisabled();
  });

  it('stops at year 9999', async () => {
    render(<Calendar defaultValue={new CalendarDate(9999, 12, 30)} />);
    expect(caption()).toMatch(/^Декабрь 9999/);
    expect(screen.getByRole('button', { name: 'Следующий месяц' })).toBeDisabled();
    expect(screen.getAllByRole('button', { name: /декабря 9999/ })).toHaveLength(31);
    screen.getByRole('button', { name: /30 декабря 9999/ }).focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: /31 декабря 9999/ })).toHaveFocus();
    await userEvent.keyboard('{Shift>}{PageDown}{/Shift}');
    expect(caption()).toMatch(/^Декабрь 9999/);
    expect(screen.getByRole('button', { name: /31 декабря 9999/ })).toHaveFocus();
  });

  it('shows another calendar system when asked', () => {
    render(<Calendar calendar="persian" defaultValue={new CalendarDate(2024, 3, 20)} />);
    // 20.03.2024 is 1 Farvardin 1403 in the Persian calendar.
    expect(caption()).toMatch(/1403/);
    expect(caption()).not.toMatch(/Март/);
  });

  it('reports Gregorian dates from another calendar system', async () => {
    const onChange = vi.fn();
    render(<Calendar calendar="persian" defaultValue={new CalendarDate(2024, 3, 20)} onChange={onChange} />);
    const selected = screen.getAllByRole('gridcell').find((cell) => cell.getAttribute('aria-selected') === 'true');
    expect(selected).toHaveTextContent(/^1$/);
    selected?.querySelector('button')?.focus();
    await userEvent.keyboard('{ArrowRight}{Enter}');
    expect(String(onChange.mock.calls[0]?.[0])).toBe('2024-03-21');
  });
});
