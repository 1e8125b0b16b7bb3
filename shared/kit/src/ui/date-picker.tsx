/**
 * A date field: type `дд.мм.гггг` or pick from the Calendar in a popup.
 *
 * Props other than the date ones go to the text input, so FormField's `id`,
 * `aria-invalid` and `aria-describedby` reach it. With `name`, a hidden input
 * submits the ISO date (`2024-05-31`), not the typed text. Typed text is
 * checked when the field is left or Enter is pressed: an impossible date or a
 * year past 9999 keeps the text, reports «Введите дату в формате дд.мм.гггг»
 * and makes the value null.
 */
import * as React from 'react';
import { CalendarIcon } from 'lucide-react';
import type { Calendar as CalendarSystem, CalendarDate, CalendarIdentifier, DateValue } from '@internationalized/date';

import { cn } from '../lib/cn.ts';
import { Button } from './button.tsx';
import { Calendar } from './calendar.tsx';
import { DEFAULT_LOCALE, MAX_DATE, MIN_DATE, formatDateInput, parseDateInput, resolveCalendar, toGregorian } from './dates.ts';
import { Input } from './input.tsx';
import { Popover, PopoverContent, PopoverTrigger } from './popover.tsx';

const FORMAT_ERROR = 'Введите дату в формате дд.мм.гггг';
const RANGE_ERROR = 'Дата вне допустимого диапазона';

type DatePickerProps = Omit<React.ComponentProps<'input'>, 'value' | 'defaultValue' | 'onChange' | 'type'> & {
  value?: DateValue | null;
  defaultValue?: DateValue | null;
  /** A Gregorian date (ISO via `toString()`), or null when cleared or invalid. */
  onChange?: (date: CalendarDate | null) => void;
  minValue?: DateValue;
  maxValue?: DateValue;
  isDateUnavailable?: (date: CalendarDate) => boolean;
  calendar?: CalendarIdentifier | CalendarSystem;
  locale?: string;
};

function DatePicker({
  value,
  defaultValue = null,
  onChange,
  minValue,
  maxValue,
  isDateUnavailable,
  calendar = 'gregory',
  locale = DEFAULT_LOCALE,
  name,
  className,
  disabled,
  placeholder = 'дд.мм.гггг',
  onBlur,
  onKeyDown,
  'aria-invalid': ariaInvalid,
  'aria-describedby': ariaDescribedBy,
  ...inputProps
}: DatePickerProps) {
  const system = React.useMemo(() => resolveCalendar(calendar), [calendar]);
  const errorId = React.useId();
  const [open, setOpen] = React.useState(false);
  const [innerValue, setInnerValue] = React.useState<DateValue | null>(defaultValue);
  const current = value !== undefined ? value : innerValue;
  const currentKey = current ? toGregorian(current).toString() : '';

  const [text, setText] = React.useState(current ? formatDateInput(current, system) : '');
  const [error, setError] = React.useState<string | null>(null);
  // A value changed from outside replaces the text; our own changes keep it.
  const [syncedKey, setSyncedKey] = React.useState(currentKey);
  if (syncedKey !== currentKey) {
    setSyncedKey(currentKey);
    setText(current ? formatDateInput(current, system) : '');
    setError(null);
  }

  const update = (date: CalendarDate | null) => {
    const key = date ? date.toString() : '';
    setSyncedKey(key);
    setInnerValue(date);
    if (key !== currentKey) onChange?.(date);
  };

  const inRange = (date: CalendarDate) =>
    date.compare(minValue ? toGregorian(minValue) : MIN_DATE) >= 0 &&
    date.compare(maxValue ? toGregorian(maxValue) : MAX_DATE) <= 0 &&
    !isDateUnavailable?.(date);

  const commit = (raw: string) => {
    if (raw.trim() === '') {
      setError(null);
      update(null);
      return;
    }
    const date = parseDateInput(raw, system);
    if (!date || !inRange(date)) {
      setError(date ? RANGE_ERROR : FORMAT_ERROR);
      update(null);
      return;
    }
    setError(null);
    setText(formatDateInput(date, system));
    update(date);
  };

  const pick = (date: CalendarDate) => {
    setError(null);
    setText(formatDateInput(date, system));
    update(date);
    setOpen(false);
  };

  const describedBy = [ariaDescribedBy, error ? errorId : null].filter(Boolean).join(' ');

  return (
    <div data-slot="date-picker" className={cn('relative w-full', className)}>
      <Input
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={placeholder}
        disabled={disabled}
        {...inputProps}
        value={text}
        aria-invalid={error ? true : ariaInvalid}
        aria-describedby={describedBy || undefined}
        className="pr-10"
        onChange={(event) => {
          setText(event.target.value);
          setError(null);
        }}
        onBlur={(event) => {
          commit(event.target.value);
          onBlur?.(event);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit(event.currentTarget.value);
          onKeyDown?.(event);
        }}
      />
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverTrigger asChild>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label="Открыть календарь"
            disabled={disabled}
            className="absolute top-0 right-0"
          >
            <CalendarIcon aria-hidden="true" />
          </Button>
        </PopoverTrigger>
        <PopoverContent className="w-auto p-0" align="end">
          <Calendar
            autoFocus
            value={current}
            onChange={pick}
            calendar={system}
            locale={locale}
            minValue={minValue}
            maxValue={maxValue}
            isDateUnavailable={isDateUnavailable}
          />
        </PopoverContent>
      </Popover>
      {name !== undefined && <input type="hidden" name={name} value={currentKey} />}
      {error && (
        <p id={errorId} data-slot="date-picker-error" className="mt-1 text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

export { DatePicker };
export type { DatePickerProps };
