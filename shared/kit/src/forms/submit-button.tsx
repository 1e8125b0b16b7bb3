import type { ReactNode } from 'react';
import { OfflineReason, useNetworkAction } from '../offline/index.ts';
import { Button } from '../ui/button.tsx';
import { Spinner } from '../ui/spinner.tsx';

interface SubmitButtonProps {
  /** Sending: the button shows a spinner and the form cannot be sent twice. */
  pending: boolean;
  /** Disabled for another reason, e.g. a 429 wait. */
  disabled?: boolean;
  children: ReactNode;
}

/** The form's submit button, disabled while the request is under way, and offline with the reason under it. */
function SubmitButton({ pending, disabled = false, children }: SubmitButtonProps) {
  const network = useNetworkAction();
  return (
    <>
      <Button type="submit" className="w-full" disabled={pending || disabled || network.offline} aria-busy={pending || undefined} aria-describedby={network.describedBy}>
        {pending && <Spinner aria-hidden="true" />}
        {children}
      </Button>
      <OfflineReason id={network.reasonId} />
    </>
  );
}

export { SubmitButton };
