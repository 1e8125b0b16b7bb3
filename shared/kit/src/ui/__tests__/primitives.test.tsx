import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../card.tsx';
import { Checkbox } from '../checkbox.tsx';
import { FileInput } from '../file-input.tsx';
import { Input } from '../input.tsx';
import { FormField } from '../form-field.tsx';
import { Label } from '../label.tsx';
import { NativeSelect } from '../native-select.tsx';
import { RadioGroup, RadioGroupItem } from '../radio-group.tsx';
import { Textarea } from '../textarea.tsx';

describe('Input and Textarea', () => {
  it('render labelled controls with a focus ring and the caller’s classes', () => {
    render(
      <>
        <Label htmlFor="email">Email</Label>
        <Input id="email" type="email" className="max-w-sm" />
        <Label htmlFor="about">О себе</Label>
        <Textarea id="about" />
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('data-slot', 'input');
    expect(input).toHaveClass('focus-visible:ring-[3px]', 'max-w-sm');
    expect(screen.getByRole('textbox', { name: 'О себе' })).toHaveAttribute('data-slot', 'textarea');
    expect(screen.getByText('Email')).toHaveAttribute('data-slot', 'label');
  });
});

describe('Checkbox', () => {
  it('toggles from the keyboard', async () => {
    const onCheckedChange = vi.fn();
    render(<Checkbox aria-label="Получать уведомления" onCheckedChange={onCheckedChange} />);
    const checkbox = screen.getByRole('checkbox', { name: 'Получать уведомления' });
    expect(checkbox).not.toBeChecked();
    checkbox.focus();
    await userEvent.keyboard(' ');
    expect(checkbox).toBeChecked();
    expect(onCheckedChange).toHaveBeenCalledWith(true);
  });
});

describe('RadioGroup', () => {
  it('is a named group of the browser’s radios: one choice, told to the caller', async () => {
    const onValueChange = vi.fn();
    render(
      <RadioGroup aria-label="Ответ" defaultValue="yes" onValueChange={onValueChange} required>
        <RadioGroupItem value="yes" aria-label="Да" />
        <RadioGroupItem value="no" aria-label="Нет" />
      </RadioGroup>,
    );
    expect(screen.getByRole('radiogroup', { name: 'Ответ' })).toHaveAttribute('aria-required', 'true');
    expect(screen.getByRole('radio', { name: 'Да' })).toBeChecked();
    // One name for the group: the browser's arrow keys move the choice inside it.
    expect(screen.getByRole('radio', { name: 'Да' })).toHaveAttribute('name', screen.getByRole('radio', { name: 'Нет' }).getAttribute('name'));
    await userEvent.click(screen.getByRole('radio', { name: 'Нет' }));
    expect(screen.getByRole('radio', { name: 'Нет' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Да' })).not.toBeChecked();
    expect(onValueChange).toHaveBeenCalledWith('no');
  });

  it('selects nothing for an empty value', () => {
    render(
      <RadioGroup aria-label="Ответ" value="">
        <RadioGroupItem value="yes" aria-label="Да" />
      </RadioGroup>,
    );
    expect(screen.getByRole('radio', { name: 'Да' })).not.toBeChecked();
  });
});

describe('Card', () => {
  it('marks every part with its data-slot and can render the title as a heading', () => {
    render(
      <Card data-testid="card">
        <CardHeader>
          <CardTitle asChild>
            <h2>Ближайшие события</h2>
          </CardTitle>
          <CardDescription>На этой неделе</CardDescription>
        </CardHeader>
        <CardContent>Нет событий</CardContent>
        <CardFooter>Все события</CardFooter>
      </Card>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Ближайшие события' })).toHaveAttribute('data-slot', 'card-title');
    const card = screen.getByTestId('card');
    expect(card).toHaveAttribute('data-slot', 'card');
    for (const slot of ['card-header', 'card-description', 'card-content', 'card-footer']) {
      expect(card.querySelector(`[data-slot="${slot}"]`)).not.toBeNull();
    }
  });
});

describe('FileInput in Russian', () => {
  it('says «Выбрать файл» and «Файл не выбран», then the chosen file', async () => {
    render(<FileInput aria-label="Резюме" accept="application/pdf" />);
    expect(screen.getByText('Выбрать файл')).toBeInTheDocument();
    expect(screen.getByText('Файл не выбран')).toBeInTheDocument();
    await userEvent.upload(screen.getByLabelText('Резюме'), new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    expect(screen.getByText('cv.pdf')).toBeInTheDocument();
  });
});

describe('FileInput', () => {
  it('turns the MIME list into the accept attribute', () => {
    render(<FileInput aria-label="Аватар" accept={['image/png', 'image/jpeg', 'application/x-unknown']} />);
    const input = screen.getByLabelText('Аватар');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', '.png,.jpg,.jpeg');
  });

  it('accepts a comma-separated MIME string', () => {
    render(<FileInput aria-label="Файл" accept="application/pdf, application/zip" />);
    expect(screen.getByLabelText('Файл')).toHaveAttribute('accept', '.pdf,.zip');
  });

  it('leaves accept off when no type is known', () => {
    render(<FileInput aria-label="Файл" accept={['application/x-unknown']} />);
    expect(screen.getByLabelText('Файл')).not.toHaveAttribute('accept');
  });

  it('hands the chosen file to onChange', async () => {
    const onChange = vi.fn();
    render(<FileInput aria-label="Файл" accept="image/png" onChange={onChange} />);
    const file = new File(['png'], 'photo.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Файл'), file);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect((screen.getByLabelText('Файл') as HTMLInputElement).files?.[0]?.name).toBe('photo.png');
  });
});

describe('NativeSelect', () => {
  it('is the field’s labelled control, with its options, and reports the choice', async () => {
    const onChange = vi.fn();
    render(
      <FormField label="Сеть" error="Выберите сеть">
        <NativeSelect defaultValue="vk" onChange={(event) => onChange(event.target.value)}>
          <option value="vk">ВКонтакте</option>
          <option value="tg">Telegram</option>
        </NativeSelect>
      </FormField>,
    );
    const select = screen.getByRole('combobox', { name: 'Сеть' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Выберите сеть');
    await userEvent.selectOptions(select, 'Telegram');
    expect(onChange).toHaveBeenCalledWith('tg');
  });
});
