import * as React from 'react';
import { ChevronDownIcon } from 'lucide-react';
import { cn } from '../lib/cn.ts';

/**
 * The browser's own `<select>` in the kit's look: for a short list it is the
 * better control on a phone (the system picker) and costs no script, where
 * a custom listbox brings positioning, focus and scroll-lock code. Takes
 * the field's props from FormField like `Input`.
 */
function NativeSelect({ className, children, ...props }: React.ComponentProps<'select'>) {
  return (
    <span data-slot="native-select-wrapper" className="relative block">
      <select
        data-slot="native-select"
        className={cn(
          'h-9 w-full appearance-none rounded-md border border-input bg-transparent py-1 pr-8 pl-3 text-sm shadow-xs outline-none transition-[color,box-shadow] dark:bg-input/30',
          'focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50',
          'aria-invalid:border-destructive aria-invalid:ring-destructive/20 dark:aria-invalid:ring-destructive/40',
          className,
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDownIcon aria-hidden="true" className="pointer-events-none absolute top-1/2 right-2.5 size-4 -translate-y-1/2 opacity-50" />
    </span>
  );
}

export { NativeSelect };
