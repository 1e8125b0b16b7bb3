import type { ReactNode } from 'react';
import { Button } from '../ui/button.tsx';
import { Spinner } from '../ui/spinner.tsx';

interface SubmitButtonProps {
  /** Sending: the button shows a spinner and the form cannot be sent twice. */
  pending: boolean;
  /** Disabled for another reason, e.g. a 429 wait. */
  disabled?: boolean;
  children: ReactNode;
}

/** The form's submit button, disabled while the request is under way. */
function SubmitButton({ pending, disabled = false, children }: SubmitButtonProps) {
  return (
    <Button type="submit" className="w-full" disabled={pending || disabled} aria-busy={pending || undefined}>
      {pending && <Spinner aria-hidden="true" />}
      {children}
    </Button>
  );
}

export { SubmitButton };
