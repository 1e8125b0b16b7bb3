/**
 * A month grid on `@internationalized/date`: Russian by default (ru-RU month
 * and weekday names, weeks from Monday), any CLDR calendar through the
 * `calendar` prop, dates limited to 01.01.0001–31.12.9999 (see dates.ts).
 *
 * Keyboard (WAI-ARIA date grid): arrows move by a day or a week, Home/End to
 * the week's edges, PageUp/PageDown by a month, with Shift by a year;
 * Enter or Space picks. One day is in the tab order at a time.
 *
 * `onChange` receives a Gregorian `CalendarDate` whatever calendar is shown.
 */
import * as React from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import {
  CalendarDate,
  DateFormatter,
  endOfWeek,
  getDayOfWeek,
  getLocalTimeZone,
  getWeeksInMonth,
  isSameDay,
  isToday,
  maxDate,
  minDate,
  startOfMonth,
  startOfWeek,
  today,
  type Calendar as CalendarSystem,
  type CalendarIdentifier,
  type DateValue,
} from '@internationalized/date';

import { cn } from '../lib/cn.ts';
import { Button } from './button.tsx';
import {
  DEFAULT_LOCALE,
  MAX_DATE,
  MIN_DATE,
  clampDate,
  resolveCalendar,
  toDisplayCalendar,
  toGregorian,
} from './dates.ts';

type CalendarProps = Omit<React.ComponentProps<'div'>, 'onChange' | 'defaultValue'> & {
  value?: DateValue | null;
  defaultValue?: DateValue | null;
  onChange?: (date: CalendarDate) => void;
  minValue?: DateValue;
  maxValue?: DateValue;
  /** Receives Gregorian dates; an unavailable day can be focused but not picked. */
  isDateUnavailable?: (date: CalendarDate) => boolean;
  /** Display calendar: 'gregory' (default), 'persian', 'islamic-umalqura', 'buddhist', … */
  calendar?: CalendarIdentifier | CalendarSystem;
  locale?: string;
  /** Month shown first when there is no value; today by default. */
  defaultFocusedValue?: DateValue;
  /** Move focus into the grid on mount (a DatePicker's popup). */
  autoFocus?: boolean;
};

function capitalize(text: string, locale: string): string {
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}

function useFormatters(locale: string, calendar: string) {
  return React.useMemo(() => {
    const base = { timeZone: 'UTC', calendar };
    return {
      month: new DateFormatter(locale, { ...base, month: 'long', year: 'numeric' }),
      weekdayShort: new DateFormatter(locale, { ...base, weekday: 'short' }),
      weekdayLong: new DateFormatter(locale, { ...base, weekday: 'long' }),
      day: new DateFormatter(locale, { ...base, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
    };
  }, [locale, calendar]);
}

/** The month's days by week, `null` for the cells outside the month. */
function monthGrid(month: CalendarDate, locale: string, daysInMonth: number): (CalendarDate | null)[][] {
  const offset = getDayOfWeek(month, locale);
  return Array.from({ length: getWeeksInMonth(month, locale) }, (_, week) =>
    Array.from({ length: 7 }, (_, weekday) => {
      const day = week * 7 + weekday - offset + 1;
      // `set`, not `add`: adding past 31.12.9999 would be constrained back onto it.
      return day >= 1 && day <= daysInMonth ? month.set({ day }) : null;
    }),
  );
}

function Calendar({
  value,
  defaultValue = null,
  onChange,
  minValue,
  maxValue,
  isDateUnavailable,
  calendar = 'gregory',
  locale = DEFAULT_LOCALE,
  defaultFocusedValue,
  autoFocus = false,
  className,
  ...props
}: CalendarProps) {
  const system = React.useMemo(() => resolveCalendar(calendar), [calendar]);
  const formatters = useFormatters(locale, system.identifier);
  const headingId = React.useId();
  const min = toDisplayCalendar((minValue && maxDate(toGregorian(minValue), MIN_DATE)) ?? MIN_DATE, system);
  const max = toDisplayCalendar((maxValue && minDate(toGregorian(maxValue), MAX_DATE)) ?? MAX_DATE, system);

  const [innerValue, setInnerValue] = React.useState<DateValue | null>(defaultValue);
  const selectedValue = value !== undefined ? value : innerValue;
  const selected = selectedValue ? toDisplayCalendar(selectedValue, system) : null;

  const [focused, setFocused] = React.useState<DateValue>(
    () => selectedValue ?? defaultFocusedValue ?? today(getLocalTimeZone()),
  );
  // A value set from outside (typed into a DatePicker) brings its month into view.
  const selectedKey = selectedValue ? toGregorian(selectedValue).toString() : '';
  const [shownKey, setShownKey] = React.useState(selectedKey);
  if (shownKey !== selectedKey) {
    setShownKey(selectedKey);
    if (selectedValue) setFocused(selectedValue);
  }
  const focusedDate = clampDate(toDisplayCalendar(focused, system), min, max);
  const month = startOfMonth(focusedDate);

  const gridRef = React.useRef<HTMLTableElement>(null);
  const focusCell = React.useRef(autoFocus);
  React.useEffect(() => {
    if (!focusCell.current) return;
    focusCell.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
  });

  const weekdays = React.useMemo(() => {
    const first = startOfWeek(new CalendarDate(2024, 1, 1), locale);
    return Array.from({ length: 7 }, (_, index) => first.add({ days: index }).toDate('UTC')).map((date) => ({
      short: formatters.weekdayShort.format(date),
      long: formatters.weekdayLong.format(date),
    }));
  }, [formatters, locale]);

  const isUnavailable = (day: CalendarDate) =>
    day.compare(min) < 0 || day.compare(max) > 0 || Boolean(isDateUnavailable?.(toGregorian(day)));

  const moveFocus = (date: CalendarDate, intoGrid: boolean) => {
    focusCell.current = intoGrid;
    setFocused(clampDate(date, min, max));
  };

  const select = (day: CalendarDate) => {
    if (isUnavailable(day)) return;
    setInnerValue(day);
    setFocused(day);
    onChange?.(toGregorian(day));
  };

  const handleKeyDown = (event: React.KeyboardEvent<HTMLTableElement>) => {
    const keys: Record<string, () => CalendarDate> = {
      ArrowLeft: () => focusedDate.subtract({ days: 1 }),
      ArrowRight: () => focusedDate.add({ days: 1 }),
      ArrowUp: () => focusedDate.subtract({ weeks: 1 }),
      ArrowDown: () => focusedDate.add({ weeks: 1 }),
      Home: () => startOfWeek(focusedDate, locale),
      End: () => endOfWeek(focusedDate, locale),
      PageUp: () => focusedDate.subtract(event.shiftKey ? { years: 1 } : { months: 1 }),
      PageDown: () => focusedDate.add(event.shiftKey ? { years: 1 } : { months: 1 }),
    };
    const next = keys[event.key];
    if (!next) return;
    event.preventDefault();
    moveFocus(next(), true);
  };

  return (
    <div data-slot="calendar" className={cn('w-fit p-3', className)} {...props}>
      <div data-slot="calendar-header" className="flex items-center justify-between gap-2">
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label="Предыдущий месяц"
          disabled={month.compare(startOfMonth(min)) <= 0}
          onClick={() => moveFocus(focusedDate.subtract({ months: 1 }), false)}
        >
          <ChevronLeftIcon aria-hidden="true" />
        </Button>
        <div id={headingId} data-slot="calendar-caption" aria-live="polite" className="text-sm font-medium">
          {capitalize(formatters.month.format(month.toDate('UTC')), locale)}
        </div>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label="Следующий месяц"
          disabled={month.compare(startOfMonth(max)) >= 0}
          onClick={() => moveFocus(focusedDate.add({ months: 1 }), false)}
        >
          <ChevronRightIcon aria-hidden="true" />
        </Button>
      </div>
      <table
        ref={gridRef}
        role="grid"
        aria-labelledby={headingId}
        data-slot="calendar-grid"
        className="mt-3 border-collapse"
        onKeyDown={handleKeyDown}
      >
        <thead>
          <tr>
            {weekdays.map((weekday) => (
              <th
                key={weekday.long}
                scope="col"
                abbr={weekday.long}
                className="size-9 text-xs font-normal text-muted-foreground"
              >
                {weekday.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(month, locale, system.getDaysInMonth(month)).map((week, row) => (
            <tr key={row}>
              {week.map((day, column) => {
                if (!day) return <td key={column} role="gridcell" />;
                const isSelected = selected !== null && isSameDay(day, selected);
                const unavailable = isUnavailable(day);
                const current = isToday(day, getLocalTimeZone());
                return (
                  <td key={column} role="gridcell" aria-selected={isSelected} aria-disabled={unavailable || undefined}>
                    <button
                      type="button"
                      data-slot="calendar-day"
                      data-selected={isSelected || undefined}
                      data-today={current || undefined}
                      tabIndex={isSameDay(day, focusedDate) ? 0 : -1}
                      aria-disabled={unavailable || undefined}
                      aria-label={`${current ? 'Сегодня, ' : ''}${formatters.day.format(day.toDate('UTC'))}`}
                      onClick={() => select(day)}
                      onFocus={() => setFocused(day)}
                      className="size-9 rounded-md text-sm outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-disabled:pointer-events-none aria-disabled:opacity-50 data-[selected]:bg-primary data-[selected]:text-primary-foreground data-[today]:font-semibold data-[today]:underline"
                    >
                      {day.day}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export { Calendar };
export type { CalendarProps };
