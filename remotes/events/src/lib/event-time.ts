import type { CabinetEvent } from '@cabinet/runtime';

/** Whether the event is over by `now` (its end, or its start when it has no later end). */
function hasEnded(event: Pick<CabinetEvent, 'starts_at' | 'ends_at'>, now = Date.now()): boolean {
  const end = Date.parse(event.ends_at || event.starts_at);
  return Number.isFinite(end) && end < now;
}

export { hasEnded };
