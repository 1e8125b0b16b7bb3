import * as React from 'react';

import { cn } from '../lib/cn.ts';

type CheckboxProps = Omit<React.ComponentProps<'input'>, 'type'> & {
  /** The new state, as a boolean (the event's `target.checked`). */
  onCheckedChange?: (checked: boolean) => void;
};

/**
 * The browser's own checkbox in the kit's colours (`accent-color`): keyboard,
 * forms and assistive technology work as everywhere, and it ships no script
 * (Radix's cost ≈ 4 KB gzip per app that used it).
 */
function Checkbox({ className, onChange, onCheckedChange, ...props }: CheckboxProps) {
  return (
    <input
      type="checkbox"
      data-slot="checkbox"
      className={cn(
        'peer size-4 shrink-0 cursor-pointer rounded-[4px] accent-primary outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:outline-1 aria-invalid:outline-destructive',
        className,
      )}
      onChange={(event) => {
        onChange?.(event);
        onCheckedChange?.(event.target.checked);
      }}
      {...props}
    />
  );
}

export { Checkbox };
