import type { ReactNode } from 'react';
import { FormAlert } from '@cabinet/kit/forms';
import { Button } from '@cabinet/kit/ui';

interface DraftNoticeProps {
  children: ReactNode;
  /** The button that drops the restored draft, e.g. «Вернуть сохранённое». */
  discardLabel: string;
  onDiscard: () => void;
}

/**
 * Says that a form opened with input restored from a local draft (typed
 * before a reload, a lost connection or an ended session), so that nobody
 * sends old text unawares, and offers to drop it.
 */
function DraftNotice({ children, discardLabel, onDiscard }: DraftNoticeProps) {
  return (
    <FormAlert tone="success">
      <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
        {children}
        <Button type="button" variant="link" size="sm" className="h-auto p-0" onClick={onDiscard}>
          {discardLabel}
        </Button>
      </span>
    </FormAlert>
  );
}

export { DraftNotice };
