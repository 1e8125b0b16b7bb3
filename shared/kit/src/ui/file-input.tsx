import * as React from 'react';

import { cn } from '../lib/cn.ts';
import { mimeListToExtensions } from '@cabinet/runtime';
import { inputClassName } from './input.tsx';

type FileInputProps = Omit<React.ComponentProps<'input'>, 'type' | 'accept'> & {
  /**
   * Accepted MIME types (a list or a comma-separated string, as a poll's file
   * question gives them); turned into extensions by the §3 table. When none
   * is known, `accept` is left off and any file may be chosen.
   */
  accept?: readonly string[] | string;
};

/**
 * A file field in Russian. The browser's own button and «No file chosen»
 * speak the browser's language, so the native input is visually hidden (it
 * keeps its label, focus and keyboard) and the wrapping label shows the
 * button and the chosen file's name.
 */
function FileInput({ className, accept, onChange, multiple, ...props }: FileInputProps) {
  const extensions = accept === undefined ? '' : mimeListToExtensions(accept);
  const [chosen, setChosen] = React.useState<string | null>(null);
  const choose = (event: React.ChangeEvent<HTMLInputElement>) => {
    const names = Array.from(event.target.files ?? [], (file) => file.name);
    setChosen(names.length ? names.join(', ') : null);
    onChange?.(event);
  };
  return (
    <label
      data-slot="file-input"
      className={cn(
        inputClassName,
        'flex cursor-pointer items-center gap-3 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-50 has-[:focus-visible]:border-ring has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50 has-[[aria-invalid=true]]:border-destructive',
        className,
      )}
    >
      <input type="file" accept={extensions || undefined} multiple={multiple} className="sr-only" onChange={choose} {...props} />
      <span aria-hidden="true" className="shrink-0 font-medium">
        {multiple ? 'Выбрать файлы' : 'Выбрать файл'}
      </span>
      <span aria-hidden="true" className="truncate text-muted-foreground">
        {chosen ?? 'Файл не выбран'}
      </span>
    </label>
  );
}

export { FileInput };
