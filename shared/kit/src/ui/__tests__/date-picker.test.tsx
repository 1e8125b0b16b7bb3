import { CalendarDate } from '@internationalized/date';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { DatePicker } from '../date-picker.tsx';
import { FormField } from '../form-field.tsx';

describe('DatePicker', () => {
  it('takes a typed date when the field is left', async () => {
    const onChange = vi.fn();
    render(
      <FormField label="Дата рождения">
        <DatePicker onChange={onChange} />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Дата рождения' });
    expect(input).toHaveAttribute('placeholder', 'дд.мм.гггг');
    await userEvent.type(input, '5.3.1990');
    await userEvent.tab();
    expect(String(onChange.mock.calls.at(-1)?.[0])).toBe('1990-03-05');
    expect(input).toHaveValue('05.03.1990');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('rejects a year above 9999 with a Russian message', async () => {
    const onChange = vi.fn();
    render(
      <FormField label="Дата">
        <DatePicker defaultValue={new CalendarDate(2024, 1, 1)} onChange={onChange} />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Дата' });
    await userEvent.clear(input);
    await userEvent.type(input, '01.01.10000{Enter}');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Введите дату в формате дд.мм.гггг');
    expect(input).toHaveValue('01.01.10000');
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('reports a date outside the allowed range', async () => {
    render(
      <FormField label="Дата">
        <DatePicker maxValue={new CalendarDate(2024, 12, 31)} />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Дата' });
    await userEvent.type(input, '01.01.2025{Enter}');
    expect(screen.getByText('Дата вне допустимого диапазона')).toBeInTheDocument();
  });

  it('picks a date from the calendar popup', async () => {
    const onChange = vi.fn();
    render(
      <form aria-label="Форма">
        <DatePicker name="starts_on" aria-label="Дата" defaultValue={new CalendarDate(2024, 1, 15)} onChange={onChange} />
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Открыть календарь' }));
    const grid = await screen.findByRole('grid');
    expect(grid).toBeInTheDocument();
    // Keyboard users land on the chosen day, ready for the arrow keys.
    await waitFor(() => expect(screen.getByRole('button', { name: /15 января 2024/ })).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: /20 января 2024/ }));
    expect(String(onChange.mock.calls.at(-1)?.[0])).toBe('2024-01-20');
    expect(screen.getByRole('textbox', { name: 'Дата' })).toHaveValue('20.01.2024');
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Форма' });
    expect(new FormData(form as HTMLFormElement).get('starts_on')).toBe('2024-01-20');
  });

  it('follows a controlled value', () => {
    const { rerender } = render(<DatePicker aria-label="Дата" value={new CalendarDate(2024, 1, 15)} />);
    expect(screen.getByRole('textbox', { name: 'Дата' })).toHaveValue('15.01.2024');
    rerender(<DatePicker aria-label="Дата" value={null} />);
    expect(screen.getByRole('textbox', { name: 'Дата' })).toHaveValue('');
  });
});
