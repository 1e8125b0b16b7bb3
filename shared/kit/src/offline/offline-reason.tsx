import type { ComponentProps } from 'react';
import { WifiOff } from 'lucide-react';
import { cn } from '../lib/cn.ts';
import { useOnline } from './use-online.ts';

/** Why an action that needs the network is disabled while there is none. */
const OFFLINE_REASON = 'Нет связи: это действие станет доступно, когда связь вернётся.';

/**
 * The reason beside an action disabled while offline (`useOnline`); nothing
 * while online. Give it an `id` and point the disabled control's
 * `aria-describedby` at it, so the reason is read with the control.
 */
function OfflineReason({ className, ...props }: ComponentProps<'p'>) {
  const online = useOnline();
  if (online) return null;
  return (
    <p data-slot="offline-reason" className={cn('flex items-center gap-1.5 text-sm text-muted-foreground', className)} {...props}>
      <WifiOff aria-hidden="true" className="size-4 shrink-0" />
      {OFFLINE_REASON}
    </p>
  );
}

export { OFFLINE_REASON, OfflineReason };
