import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { Checkbox } from '../checkbox.tsx';
import { FormField } from '../form-field.tsx';
import { Input } from '../input.tsx';
import { RadioGroup, RadioGroupItem } from '../radio-group.tsx';
import { Textarea } from '../textarea.tsx';

describe('FormField', () => {
  it('labels its control', () => {
    render(
      <FormField label="Имя">
        <Input name="name" />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Имя' });
    expect(input).toHaveAttribute('name', 'name');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('shows a 422 error under the field and wires aria-invalid and aria-describedby', () => {
    render(
      <FormField label="Email" error={['Обязательное поле']}>
        <Input name="email" type="email" />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Обязательное поле');
    expect(screen.getByText('Обязательное поле')).toBeVisible();
  });

  it('describes the control by its hint and its error together', () => {
    render(
      <FormField label="О себе" description="Не больше 500 символов" error="Максимум 500 символов">
        <Textarea />
      </FormField>,
    );
    expect(screen.getByRole('textbox', { name: 'О себе' })).toHaveAccessibleDescription(
      'Не больше 500 символов Максимум 500 символов',
    );
  });

  it('lists every message of a field', () => {
    render(
      <FormField label="Пароль" error={['Минимум 8 символов', 'Пароли не совпадают']}>
        <Input type="password" />
      </FormField>,
    );
    expect(screen.getByText('Минимум 8 символов')).toBeInTheDocument();
    expect(screen.getByText('Пароли не совпадают')).toBeInTheDocument();
  });

  it('treats an empty message list as valid', () => {
    render(
      <FormField label="Тема" error={[]}>
        <Input />
      </FormField>,
    );
    expect(screen.getByRole('textbox', { name: 'Тема' })).not.toHaveAttribute('aria-invalid');
  });

  it('uses the given id for the control', () => {
    render(
      <FormField label="Телефон" id="phone">
        <Input type="tel" />
      </FormField>,
    );
    expect(screen.getByRole('textbox', { name: 'Телефон' })).toHaveAttribute('id', 'phone');
  });

  it('names a checkbox and a radio group', () => {
    render(
      <>
        <FormField label="Согласен с условиями">
          <Checkbox />
        </FormField>
        <FormField label="Вариант" error="Выберите вариант">
          <RadioGroup>
            <RadioGroupItem value="a" aria-label="Первый" />
            <RadioGroupItem value="b" aria-label="Второй" />
          </RadioGroup>
        </FormField>
      </>,
    );
    expect(screen.getByRole('checkbox', { name: 'Согласен с условиями' })).toHaveAttribute('data-slot', 'checkbox');
    const group = screen.getByRole('radiogroup', { name: 'Вариант' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Выберите вариант');
  });
});
