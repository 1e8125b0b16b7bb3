import * as React from 'react';

import { cn } from '../lib/cn.ts';
import { mimeListToExtensions } from './file-types.ts';
import { inputClassName } from './input.tsx';

type FileInputProps = Omit<React.ComponentProps<'input'>, 'type' | 'accept'> & {
  /**
   * Accepted MIME types (a list or a comma-separated string, as a poll's file
   * question gives them); turned into extensions by the §3 table. When none
   * is known, `accept` is left off and any file may be chosen.
   */
  accept?: readonly string[] | string;
};

function FileInput({ className, accept, ...props }: FileInputProps) {
  const extensions = accept === undefined ? '' : mimeListToExtensions(accept);
  return (
    <input
      type="file"
      data-slot="file-input"
      accept={extensions || undefined}
      className={cn(inputClassName, 'cursor-pointer file:mr-3 file:cursor-pointer', className)}
      {...props}
    />
  );
}

export { FileInput };
export type { FileInputProps };
