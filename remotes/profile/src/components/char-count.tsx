import { plural } from '@cabinet/runtime';
import { cn } from '@cabinet/kit/ui';

const CHARS = ['символ', 'символа', 'символов'] as const;

/**
 * «Символов: 12 из 200» under a text field, from the first character: the
 * limit is no surprise after sending. Over it, says by how much to shorten.
 */
function CharCount({ length, max }: { length: number; max: number }) {
  const over = length - max;
  return (
    <span data-slot="char-count" className={cn('tabular-nums', over > 0 && 'text-destructive')}>
      Символов: {length} из {max}
      {over > 0 && ` — сократите на ${over} ${plural(over, CHARS)}`}
    </span>
  );
}

export { CharCount };
