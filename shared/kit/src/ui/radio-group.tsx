import * as React from 'react';

import { cn } from '../lib/cn.ts';

interface RadioGroupContextValue {
  name: string;
  value: string | undefined;
  required: boolean | undefined;
  disabled: boolean | undefined;
  select: (value: string) => void;
}

const RadioGroupContext = React.createContext<RadioGroupContextValue | null>(null);

type RadioGroupProps = Omit<React.ComponentProps<'div'>, 'onChange' | 'defaultValue'> & {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** The radios' form name; generated when omitted. */
  name?: string;
  required?: boolean;
  disabled?: boolean;
};

/**
 * A group of the browser's own radio buttons sharing a name: the arrow keys
 * move the choice, Tab enters and leaves the group, as everywhere — with no
 * script shipped for it (Radix's roving focus cost ≈ 5 KB gzip per app).
 * Controlled (`value`) or not (`defaultValue`); `''` selects nothing.
 */
function RadioGroup({ className, value, defaultValue, onValueChange, name, required, disabled, ...props }: RadioGroupProps) {
  const generated = React.useId();
  const [uncontrolled, setUncontrolled] = React.useState(defaultValue);
  const current = value ?? uncontrolled;
  const context: RadioGroupContextValue = {
    name: name ?? `radio-${generated}`,
    value: current,
    required,
    disabled,
    select: (next) => {
      setUncontrolled(next);
      onValueChange?.(next);
    },
  };
  return (
    <RadioGroupContext.Provider value={context}>
      <div role="radiogroup" aria-required={required || undefined} data-slot="radio-group" className={cn('grid gap-3', className)} {...props} />
    </RadioGroupContext.Provider>
  );
}

type RadioGroupItemProps = Omit<React.ComponentProps<'input'>, 'type' | 'name' | 'checked' | 'value'> & { value: string };

function RadioGroupItem({ className, value, onChange, ...props }: RadioGroupItemProps) {
  const group = React.useContext(RadioGroupContext);
  if (!group) throw new Error('RadioGroupItem must be inside a RadioGroup');
  return (
    <input
      type="radio"
      data-slot="radio-group-item"
      name={group.name}
      value={value}
      checked={group.value === value}
      required={group.required}
      disabled={group.disabled}
      className={cn(
        'size-4 shrink-0 cursor-pointer accent-primary outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      onChange={(event) => {
        onChange?.(event);
        if (event.target.checked) group.select(value);
      }}
      {...props}
    />
  );
}

export { RadioGroup, RadioGroupItem };
