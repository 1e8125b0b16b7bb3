/**
 * A labelled form control with its hint and its errors (e.g. a 422
 * response's `errors[field]`), wired for assistive technology:
 *
 *   <FormField label="Имя" error={errors.name}>
 *     <Input name="name" />
 *   </FormField>
 *
 * The control (the only child) receives `id`, `aria-invalid` and
 * `aria-describedby` through Radix Slot; give an `id` to FormField, not to
 * the child, or the label loses its control.
 */
import * as React from 'react';
import { Slot } from 'radix-ui';

import { cn } from '../lib/cn.ts';
import { Label } from './label.tsx';

type FormControlProps = {
  id: string;
  'aria-labelledby': string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

type FormFieldProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  label: React.ReactNode;
  /** The control: Input, Textarea, NativeSelect, Checkbox, RadioGroup, FileInput. */
  children: React.ReactElement;
  /** A hint under the control. */
  description?: React.ReactNode;
  /** One message or a 422 field's list; empty means valid. */
  error?: string | readonly string[] | null;
  /** Id of the control; generated when omitted. */
  id?: string;
};

function FormField({ className, label, children, description, error, id, ...props }: FormFieldProps) {
  const generatedId = React.useId();
  const controlId = id ?? `field-${generatedId}`;
  const labelId = `${controlId}-label`;
  const descriptionId = `${controlId}-description`;
  const errorId = `${controlId}-error`;
  const messages = (typeof error === 'string' ? [error] : (error ?? [])).filter((message) => message !== '');
  const invalid = messages.length > 0;
  const describedBy = [description ? descriptionId : null, invalid ? errorId : null].filter(Boolean).join(' ');
  const control: FormControlProps = {
    id: controlId,
    // Also names groups (a RadioGroup is a div, which a <label for> cannot name).
    'aria-labelledby': labelId,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy || undefined,
  };

  return (
    <div
      data-slot="form-field"
      data-invalid={invalid || undefined}
      className={cn('grid gap-2', className)}
      {...props}
    >
      <Label id={labelId} htmlFor={controlId} data-error={invalid} className="data-[error=true]:text-destructive">
        {label}
      </Label>
      <Slot.Root {...control}>{children}</Slot.Root>
      {description && (
        <p id={descriptionId} data-slot="form-description" className="text-sm text-muted-foreground">
          {description}
        </p>
      )}
      {invalid && (
        <div id={errorId} data-slot="form-message" className="grid gap-1 text-sm text-destructive">
          {messages.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      )}
    </div>
  );
}

export { FormField };
export type { FormControlProps };
