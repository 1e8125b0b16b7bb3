import { useId } from 'react';
import { useOnline } from './use-online.ts';

interface NetworkAction {
  /** No connection: the action is disabled. */
  offline: boolean;
  /** The `id` of its `OfflineReason`. */
  reasonId: string;
  /** For the control's `aria-describedby`: the reason while offline. */
  describedBy: string | undefined;
}

/** An action that needs the network (mark, answer, save, send): disabled offline, with its reason. */
function useNetworkAction(): NetworkAction {
  const online = useOnline();
  const reasonId = useId();
  return { offline: !online, reasonId, describedBy: online ? undefined : reasonId };
}

export { useNetworkAction };
export type { NetworkAction };
