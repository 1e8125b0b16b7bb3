import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { FormField } from '../form-field.tsx';
import { SELECT_COLLISION_PADDING, Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../select.tsx';

function NetworkSelect({ onValueChange }: { onValueChange?: (value: string) => void }) {
  return (
    <FormField label="Соцсеть">
      <Select onValueChange={onValueChange}>
        <SelectTrigger>
          <SelectValue placeholder="Выберите сеть" />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="vk">VKontakte</SelectItem>
          <SelectItem value="tg">Telegram</SelectItem>
          <SelectItem value="site">Website</SelectItem>
        </SelectContent>
      </Select>
    </FormField>
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Select', () => {
  it('is a labelled combobox showing its placeholder', () => {
    render(<NetworkSelect />);
    const trigger = screen.getByRole('combobox', { name: 'Соцсеть' });
    expect(trigger).toHaveTextContent('Выберите сеть');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveClass('focus-visible:ring-[3px]');
  });

  it('opens and picks an option with the keyboard', async () => {
    const onValueChange = vi.fn();
    render(<NetworkSelect onValueChange={onValueChange} />);
    const trigger = screen.getByRole('combobox', { name: 'Соцсеть' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'VKontakte',
      'Telegram',
      'Website',
    ]);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onValueChange).toHaveBeenCalledWith('tg');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(trigger).toHaveTextContent('Telegram');
  });

  it('keeps its popup 10 px from the window edge', () => {
    expect(SELECT_COLLISION_PADDING).toBe(10);
  });

  it('auto-scrolls every 50 ms while the pointer rests on a scroll button', async () => {
    // happy-dom has no layout: make the list taller than its viewport.
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(400);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(100);
    const setInterval = vi.spyOn(window, 'setInterval');
    render(<NetworkSelect />);
    screen.getByRole('combobox', { name: 'Соцсеть' }).focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('listbox');
    const scrollDown = document.querySelector('[data-slot="select-scroll-down-button"]');
    expect(scrollDown).not.toBeNull();
    if (scrollDown) fireEvent.pointerMove(scrollDown);
    expect(setInterval).toHaveBeenCalledWith(expect.any(Function), 50);
  });
});
