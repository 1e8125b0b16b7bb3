import type { CabinetEvent } from '@cabinet/runtime';
import { cn } from '@cabinet/kit/ui';

/**
 * The event's picture, when it has one; an event without a cover shows none
 * (no empty box). The box has its size before the image arrives — fixed, or
 * fixed proportions given by the caller — so nothing below moves when it
 * loads, and a cover that fails to load leaves the box as it was. Decorative
 * (the title says what the event is).
 */
function EventCover({ event, className }: { event: CabinetEvent; className?: string }) {
  if (!event.cover_url) return null;
  return (
    <div data-slot="event-cover" className={cn('overflow-hidden rounded-xl bg-muted', className)}>
      <img src={event.cover_url} alt="" loading="lazy" decoding="async" className="size-full object-cover" />
    </div>
  );
}

export { EventCover };
